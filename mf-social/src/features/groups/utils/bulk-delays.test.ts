import { ANTI_SPAM, delayError, delaysOrDefaults, GROUP_DELAYS, isRecommended, withDelayMax, withDelayMin } from './bulk-delays';

describe('anti-spam delay coupling', () => {
  test('min stays in 30-300', () => {
    expect(withDelayMin({ delayMin: 60, delayMax: 120 }, 10)).toEqual({ delayMin: 30, delayMax: 120 });
    expect(withDelayMin({ delayMin: 60, delayMax: 600 }, 900)).toEqual({ delayMin: 300, delayMax: 600 });
  });

  test('raising min past max pushes max to min + 30', () => {
    expect(withDelayMin({ delayMin: 60, delayMax: 120 }, 150)).toEqual({ delayMin: 150, delayMax: 180 });
    expect(withDelayMin({ delayMin: 60, delayMax: 120 }, 120)).toEqual({ delayMin: 120, delayMax: 120 });
    expect(withDelayMin({ delayMin: 60, delayMax: 120 }, 90)).toEqual({ delayMin: 90, delayMax: 120 });
  });

  test('max stays between min and 600', () => {
    expect(withDelayMax({ delayMin: 90, delayMax: 120 }, 50)).toEqual({ delayMin: 90, delayMax: 90 });
    expect(withDelayMax({ delayMin: 90, delayMax: 120 }, 700)).toEqual({ delayMin: 90, delayMax: ANTI_SPAM.maxTo });
  });

  test('recommended is 60-120', () => {
    expect(isRecommended({ delayMin: 60, delayMax: 120 })).toBe(true);
    expect(isRecommended({ delayMin: 30, delayMax: 120 })).toBe(false);
    expect(isRecommended({ delayMin: 60, delayMax: 150 })).toBe(false);
  });
});

describe('dialog delay rules', () => {
  const { limits } = GROUP_DELAYS.memberMessage;
  test('member message: min 1-60, max 1-120, max not below min', () => {
    expect(delayError({ delayMin: 3, delayMax: 7 }, limits)).toBeNull();
    expect(delayError({ delayMin: 0, delayMax: 7 }, limits)).toEqual({ field: 'delayMin', text: 'Độ trễ phải từ 1 đến 60 giây' });
    expect(delayError({ delayMin: 61, delayMax: 70 }, limits)?.field).toBe('delayMin');
    expect(delayError({ delayMin: 5, delayMax: 121 }, limits)).toEqual({ field: 'delayMax', text: 'Độ trễ phải từ 1 đến 120 giây' });
    expect(delayError({ delayMin: 10, delayMax: 5 }, limits)?.text).toBe('Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu');
    expect(delayError({ delayMin: null, delayMax: 5 }, limits)?.field).toBe('delayMin');
  });

  test('friend request: both 1-60; auto friend and tag wizard: 1-300', () => {
    expect(delayError({ delayMin: 1, delayMax: 61 }, GROUP_DELAYS.memberFriendRequest.limits)?.field).toBe('delayMax');
    expect(delayError({ delayMin: 300, delayMax: 300 }, GROUP_DELAYS.autoFriend.limits)).toBeNull();
    expect(delayError({ delayMin: 15, delayMax: 301 }, GROUP_DELAYS.tagWizard.limits)?.field).toBe('delayMax');
  });
});

test('a job dialog sends each delay typed, else its default', () => {
  expect(delaysOrDefaults({ delayMin: 4, delayMax: 9 }, { delayMin: 1, delayMax: 3 })).toEqual({ delayMin: 4, delayMax: 9 });
  expect(delaysOrDefaults({ delayMin: null, delayMax: 9 }, { delayMin: 1, delayMax: 3 })).toEqual({ delayMin: 1, delayMax: 9 });
  expect(delaysOrDefaults({ delayMin: 4, delayMax: null }, { delayMin: 1, delayMax: 3 })).toEqual({ delayMin: 4, delayMax: 3 });
});
