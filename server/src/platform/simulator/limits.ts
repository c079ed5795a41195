/** What the simulated Zalo allows an account before it answers with its limit codes (221, 123). */
export interface SimLimits {
  /** Messages one account may send per minute before Zalo answers 221. */
  messagesPerMinute: number;
  friendRequestsPerMinute: number;
  phoneLookupsPerMinute: number;
  /** Distinct strangers one account may message per day before Zalo answers 123. */
  strangerMessagesPerDay: number;
  /**
   * Distinct strangers one account may send the same exact text to within repeatedTextWindowMinutes; the next
   * stranger gets 123 (Zalo's spam filter; friends are not counted). When not given: 20, or strangerMessagesPerDay
   * when that one is given.
   */
  repeatedTextLimit: number;
  repeatedTextWindowMinutes: number;
  /** Zalo caps an account's friends list at 1,000. */
  maxFriends: number;
}

export const DEFAULT_LIMITS: SimLimits = {
  messagesPerMinute: 30,
  friendRequestsPerMinute: 10,
  phoneLookupsPerMinute: 20,
  strangerMessagesPerDay: 40,
  repeatedTextLimit: 20,
  repeatedTextWindowMinutes: 60,
  maxFriends: 1000,
};
