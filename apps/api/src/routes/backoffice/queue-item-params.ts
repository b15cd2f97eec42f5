import { QueueParamsSchema } from '@app/domain';
import { IdSchema } from '../signed-in-user';

/** A queue item's path: the queue and the item's id. */
export const QueueItemParamsSchema = QueueParamsSchema.extend({ itemId: IdSchema });
