/** Friends and groups of an account as the job screens use them (spec part 2 §3, part 3 §3). */

export interface Group {
  groupId: string;
  name: string;
  memberCount: number;
  isCommunity: boolean;
}

export interface Friend {
  userId: string;
  displayName: string;
  zaloName: string | null;
  avatar: string | null;
  phone: string | null;
}

/** GET /accounts/{id}/groups */
export interface GroupList {
  groups: Group[];
}

/** GET /accounts/{id}/friends */
export interface FriendList {
  friends: Friend[];
}
