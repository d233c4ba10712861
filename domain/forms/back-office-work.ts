import { z } from 'zod';
import { ROUTE_AREAS } from '../back-office/work-items';
import { workTexts } from '../messages/back-office/work';

/** Assign an item to a member of staff who works its queue (decision 091). */
export const WorkAssignSchema = z.object({
  staffId: z.uuid({ error: workTexts.workerInvalid }),
});

/** Hand an item over: to whom, and a note for them. */
export const WorkHandOverSchema = z.object({
  staffId: z.uuid({ error: workTexts.workerInvalid }),
  note: z.string().trim().min(2, { error: workTexts.noteInvalid }).max(1000, { error: workTexts.noteInvalid }),
});

/** Route a contact message to another queue. */
export const WorkRouteSchema = z.object({
  area: z.enum(ROUTE_AREAS, { error: workTexts.routeInvalid }),
});
