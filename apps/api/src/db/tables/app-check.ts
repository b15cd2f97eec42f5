export interface AppCheckUsedChallengesTable {
  challenge_hash: string;
  expires_at: string;
}
