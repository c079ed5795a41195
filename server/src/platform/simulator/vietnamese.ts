import type { Random } from './random';

/** Family names weighted roughly as in Vietnam (Nguyễn about four in ten). */
const FAMILY_NAMES: Array<[string, number]> = [
  ['Nguyễn', 38], ['Trần', 11], ['Lê', 9], ['Phạm', 7], ['Hoàng', 4], ['Huỳnh', 4], ['Phan', 4], ['Vũ', 4],
  ['Võ', 3], ['Đặng', 2], ['Bùi', 2], ['Đỗ', 2], ['Hồ', 2], ['Ngô', 2], ['Dương', 1], ['Lý', 1], ['Trịnh', 1],
  ['Đinh', 1], ['Lâm', 1], ['Mai', 1],
];

const MALE_MIDDLE = ['Văn', 'Đức', 'Minh', 'Quốc', 'Hữu', 'Thanh', 'Công', 'Hoàng', 'Gia', 'Anh', 'Trung', 'Xuân'];
const FEMALE_MIDDLE = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Mai', 'Kim', 'Bảo', 'Phương', 'Hồng', 'Diệu', 'Khánh', 'Minh'];
const MALE_GIVEN = [
  'An', 'Bình', 'Cường', 'Dũng', 'Duy', 'Đạt', 'Hải', 'Hiếu', 'Hoàng', 'Hùng', 'Huy', 'Khang', 'Khoa', 'Long',
  'Minh', 'Nam', 'Nghĩa', 'Phong', 'Phúc', 'Quang', 'Sơn', 'Tài', 'Thắng', 'Thành', 'Tiến', 'Toàn', 'Trí', 'Tú',
  'Tuấn', 'Việt', 'Vinh', 'Vũ',
];
const FEMALE_GIVEN = [
  'Anh', 'Châu', 'Chi', 'Dung', 'Giang', 'Hà', 'Hạnh', 'Hằng', 'Hiền', 'Hoa', 'Hương', 'Huyền', 'Lan', 'Linh',
  'Loan', 'Mai', 'My', 'Nga', 'Ngân', 'Ngọc', 'Nhung', 'Oanh', 'Phương', 'Quỳnh', 'Tâm', 'Thảo', 'Thủy', 'Trang',
  'Trinh', 'Uyên', 'Vân', 'Yến',
];
const SHOP_NAMES = [
  'Shop Hoa Tươi', 'Tiệm Bánh Ngọt', 'Mỹ Phẩm Chính Hãng', 'Điện Thoại Giá Rẻ', 'Nhà Thuốc', 'Thời Trang Nữ',
  'Đồ Gia Dụng', 'Cà Phê Rang Xay', 'Spa Làm Đẹp', 'Xe Máy Cũ',
];
const CITIES = ['Hà Nội', 'Sài Gòn', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ', 'Huế', 'Nha Trang', 'Vũng Tàu', 'Biên Hòa', 'Vinh'];

/** Mobile prefixes of Viettel, Vinaphone, Mobifone and others, without the leading 0. */
const MOBILE_PREFIXES = [
  '90', '91', '93', '94', '96', '97', '98', '32', '33', '34', '35', '36', '37', '38', '39', '70', '76', '77', '78',
  '79', '81', '82', '83', '84', '85', '86', '88', '89', '56', '58', '59',
];

function weighted(random: Random, items: Array<[string, number]>): string {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[0][0];
}

export interface PersonName {
  displayName: string;
  zaloName: string;
}

export function personName(random: Random): PersonName {
  if (random.chance(0.04)) {
    const shop = `${random.pick(SHOP_NAMES)} ${random.pick(CITIES)}`;
    return { displayName: shop, zaloName: shop };
  }
  const male = random.chance(0.5);
  const family = weighted(random, FAMILY_NAMES);
  const middle = random.pick(male ? MALE_MIDDLE : FEMALE_MIDDLE);
  const given = random.pick(male ? MALE_GIVEN : FEMALE_GIVEN);
  const displayName = `${family} ${middle} ${given}`;
  // Zalo names are what people typed themselves: often shorter than the full name.
  const zaloName = random.chance(0.5) ? displayName : random.chance(0.5) ? `${middle} ${given}` : given;
  return { displayName, zaloName };
}

export function mobileNumber(random: Random): string {
  return `0${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;
}

const GROUP_TOPICS = ['Cây Cảnh', 'Mẹ Và Bé', 'Xe Cũ', 'Đồ Cổ', 'Nhà Đất', 'Chó Mèo', 'Sách Cũ', 'Nấu Ăn', 'Du Lịch', 'Bóng Đá'];
const GROUP_TEMPLATES: Array<(random: Random) => string> = [
  (r) => `Hội Yêu ${r.pick(GROUP_TOPICS)} ${r.pick(CITIES)}`,
  (r) => `Mua Bán ${r.pick(GROUP_TOPICS)} ${r.pick(CITIES)}`,
  (r) => `Cộng Đồng ${r.pick(GROUP_TOPICS)} Việt Nam`,
  (r) => `Lớp 12A${r.int(1, 12)} - THPT ${r.pick(MALE_GIVEN)} ${r.pick(['Nguyễn', 'Trần', 'Lê'])}`,
  (r) => `Gia Đình ${weighted(r, FAMILY_NAMES)} ${r.pick(CITIES)}`,
  (r) => `CLB ${r.pick(['Cầu Lông', 'Chạy Bộ', 'Bóng Bàn', 'Tennis', 'Đạp Xe'])} ${r.pick(CITIES)}`,
  (r) => `Chợ ${r.pick(GROUP_TOPICS)} ${r.pick(CITIES)}`,
  (r) => `Khách Hàng Thân Thiết ${r.pick(SHOP_NAMES)}`,
];

export function groupName(random: Random): string {
  return random.pick(GROUP_TEMPLATES)(random);
}

export const FRIEND_REQUEST_GREETINGS = [
  'Xin chào, mình kết bạn nhé!',
  'Chào bạn, mình biết bạn qua nhóm, kết bạn nha.',
  'Hi bạn, cho mình làm quen nhé.',
  'Chào anh/chị, em bên cửa hàng xin kết bạn ạ.',
];

export const CHATTER = [
  'Chào bạn, dạo này khỏe không?',
  'Shop còn hàng không ạ?',
  'Cho mình hỏi giá sản phẩm này với.',
  'Cảm ơn bạn nhiều nhé!',
  'Tối nay đi cà phê không?',
  'Mình đã chuyển khoản rồi nha.',
  'Ok bạn, mai mình gọi lại.',
  'Bao giờ giao hàng vậy shop?',
  'Hẹn gặp lại cả nhà cuối tuần này!',
  'Ai có kinh nghiệm chia sẻ giúp mình với.',
];

/** How contacts answer a message they got from a shop (demo mode's life, simulator/life.ts). */
export const REPLIES = [
  'Dạ cho em xin giá ạ',
  'Sản phẩm này còn màu khác không shop?',
  'Ok shop, để mình xem đã',
  'Cảm ơn shop, mình quan tâm nhé',
  'Ship về Đà Nẵng mất mấy ngày vậy?',
  'Mình đặt 2 cái được không?',
  'Xin chào, mình muốn hỏi thêm',
  'Giảm giá đến khi nào vậy ạ?',
  'Thôi mình chưa cần, cảm ơn nha',
  'Shop gửi mình địa chỉ cửa hàng với',
];

/** Replies that ask not to be contacted again: the default opt-out words. */
export const OPT_OUT_REPLIES = ['Hủy', 'không nhận', 'STOP'];

/** What the owner types on their phone now and then (it reaches the inbox as the account's own message). */
export const PHONE_TEXTS = ['Dạ em gửi anh/chị báo giá ạ', 'Shop cảm ơn bạn nhiều nha', 'Mai em giao hàng nhé', 'Ok em ghi nhận rồi ạ'];
