export interface ContactMessagesTable {
  id: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  user_id: string | null;
  created_at: string;
}

/** Mobile visitors who asked to be reminded to sign up on a computer. */
export interface SignupRemindersTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string;
  company_size: string;
  language: string;
  created_at: string;
}
