/** One question's value in the form. */
export interface KycValue {
  answer: string | string[];
  other: string;
}

export type KycValues = Record<string, KycValue>;

export const fieldKey = (questionId: number) => `q${questionId}`;
