import type { QueueStatus } from '@app/domain';
import type { Generated } from 'kysely';

/** Where the team is with a contact message or a call-back request (the back-office's queues). */
interface QueueColumns {
  queue_status: Generated<QueueStatus>;
  /** The operator who took it, while claimed (and who last held it, once done). */
  claimed_by: string | null;
  claimed_at: string | null;
  done_by: string | null;
  done_at: string | null;
  done_note: string | null;
}

export interface ContactMessagesTable extends QueueColumns {
  id: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  user_id: string | null;
  created_at: string;
}

/** Mobile visitors who asked to be reminded to sign up on a computer. */
export interface SignupRemindersTable extends QueueColumns {
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
