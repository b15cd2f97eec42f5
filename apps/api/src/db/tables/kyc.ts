export interface KycAnswersTable {
  id: string;
  company_id: string;
  version: number;
  question_id: string;
  answer: string;
  created_at: string;
  updated_at: string;
}
