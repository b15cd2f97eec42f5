export interface KycAnswersTable {
  id: string;
  company_id: string;
  version: number;
  question_id: string;
  answer: string;
  other: string | null;
  created_at: string;
  updated_at: string;
}
