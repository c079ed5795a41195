import { Random } from './random';
import { FRIEND_REQUEST_GREETINGS, groupName, mobileNumber, personName } from './vietnamese';

export interface SimUser {
  id: string;
  displayName: string;
  zaloName: string;
  phone: string;
  avatar: string;
  /** Strangers' messages reach this user (else Zalo answers 123). */
  acceptsStrangerMessages: boolean;
}

export interface SimGroup {
  id: string;
  name: string;
  description: string;
  isCommunity: boolean;
  creatorId: string;
  adminIds: Set<string>;
  members: Set<string>;
  /** A community group counts people the simulation does not model. */
  extraMemberCount: number;
  joinApproval: boolean;
  /** Only admins see the member list. */
  lockViewMember: boolean;
  link: string;
  /** Zalo's group version: goes up with every change to the group. */
  version: number;
}

export interface SimFriendRequest {
  message: string;
  at: number;
}

/** The social graph. Maps are keyed by user id; every relation is kept in both directions it is read. */
export interface Population {
  users: SimUser[];
  usersById: Map<string, SimUser>;
  usersByPhone: Map<string, SimUser>;
  friends: Map<string, Set<string>>;
  groups: Map<string, SimGroup>;
  groupsByLink: Map<string, SimGroup>;
  groupsOf: Map<string, Set<string>>;
  /** requests.get(to).get(from) */
  requests: Map<string, Map<string, SimFriendRequest>>;
  /** sentRequests.get(from) holds the `to` ids */
  sentRequests: Map<string, Set<string>>;
  /** blocks.get(blocker) holds the blocked ids */
  blocks: Map<string, Set<string>>;
}

export interface PopulationOptions {
  seed: string;
  users: number;
  /** No one gets more friends than this (Zalo's cap). */
  maxFriends?: number;
  /** The base time of generated requests (epoch ms); fixed so the world does not depend on the clock. */
  epoch?: number;
}

const DEFAULT_EPOCH = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

export function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

export function mapOf<K, K2, V>(map: Map<K, Map<K2, V>>, key: K): Map<K2, V> {
  let inner = map.get(key);
  if (!inner) {
    inner = new Map();
    map.set(key, inner);
  }
  return inner;
}

function uniqueValue(random: Random, taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

function makeUsers(random: Random, count: number): SimUser[] {
  const ids = new Set<string>();
  const phones = new Set<string>();
  return Array.from({ length: count }, () => {
    const id = uniqueValue(random, ids, () => `${random.int(1, 8)}${random.digits(18)}`);
    return {
      id,
      ...personName(random),
      phone: uniqueValue(random, phones, () => mobileNumber(random)),
      avatar: '',
      acceptsStrangerMessages: random.chance(0.85),
    };
  });
}

function makeFriendships(random: Random, users: SimUser[], friends: Population['friends'], maxFriends: number): void {
  const full = (id: string) => (friends.get(id)?.size ?? 0) >= maxFriends;
  for (const user of users) {
    const wanted = random.int(8, 45);
    for (const other of random.sample(users, wanted)) {
      if (other.id === user.id || full(user.id) || full(other.id)) continue;
      setOf(friends, user.id).add(other.id);
      setOf(friends, other.id).add(user.id);
    }
  }
}

function makeGroups(random: Random, users: SimUser[], population: Population): void {
  const groupCount = Math.max(12, Math.round(users.length / 7));
  const codes = new Set<string>();
  for (let index = 0; index < groupCount; index += 1) {
    const isCommunity = random.chance(0.25);
    const members = random.sample(users, random.int(isCommunity ? 40 : 4, isCommunity ? 150 : 80)).map((u) => u.id);
    const creatorId = members[0];
    const code = uniqueValue(random, codes, () => random.digits(10));
    const group: SimGroup = {
      id: `${random.int(1, 8)}${random.digits(18)}`,
      name: groupName(random),
      description: isCommunity ? 'Cộng đồng chia sẻ, trao đổi và mua bán.' : '',
      isCommunity,
      creatorId,
      adminIds: new Set([creatorId, ...members.slice(1, 1 + random.int(0, 2))]),
      members: new Set(members),
      extraMemberCount: isCommunity ? random.int(300, 4000) : 0,
      joinApproval: random.chance(0.3),
      lockViewMember: false,
      link: `https://zalo.me/g/${code}`,
      version: 1,
    };
    population.groups.set(group.id, group);
    population.groupsByLink.set(group.link, group);
    for (const member of members) setOf(population.groupsOf, member).add(group.id);
  }
}

function makeRequestsAndBlocks(random: Random, users: SimUser[], population: Population, epoch: number): void {
  for (const user of users) {
    const myFriends = population.friends.get(user.id) ?? new Set<string>();
    const strangers = random.sample(users, 6).filter((u) => u.id !== user.id && !myFriends.has(u.id));
    for (const sender of strangers.slice(0, random.int(0, 4))) {
      if (population.requests.get(sender.id)?.has(user.id)) continue;
      const request = { message: random.pick(FRIEND_REQUEST_GREETINGS), at: epoch - random.int(1, 30) * DAY_MS };
      setOf(population.sentRequests, sender.id).add(user.id);
      mapOf(population.requests, user.id).set(sender.id, request);
    }
    if (random.chance(0.1)) {
      const blocked = random.pick(users);
      if (blocked.id !== user.id && !myFriends.has(blocked.id)) setOf(population.blocks, user.id).add(blocked.id);
    }
  }
}

/** Builds the same world for the same seed and size. */
export function generatePopulation(options: PopulationOptions): Population {
  const random = new Random(options.seed);
  const users = makeUsers(random, Math.max(20, options.users));
  const population: Population = {
    users,
    usersById: new Map(users.map((u) => [u.id, u])),
    usersByPhone: new Map(users.map((u) => [u.phone, u])),
    friends: new Map(),
    groups: new Map(),
    groupsByLink: new Map(),
    groupsOf: new Map(),
    requests: new Map(),
    sentRequests: new Map(),
    blocks: new Map(),
  };
  makeFriendships(random, users, population.friends, options.maxFriends ?? 1000);
  makeGroups(random, users, population);
  makeRequestsAndBlocks(random, users, population, options.epoch ?? DEFAULT_EPOCH);
  return population;
}
