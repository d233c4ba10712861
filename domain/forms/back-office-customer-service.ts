import { z } from 'zod';
import { customerServiceTexts } from '../messages/back-office/customer-service';

const texts = customerServiceTexts;

/** Forms without fields (approve, close, retry, mark reviewed): the intent is all they post. */
export const NoFieldsSchema = z.object({});

/** The reason of a decline: the customer reads it as written. */
export const DeclineApplicationSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(10, { error: texts.applications.reasonInvalid })
    .max(1000, { error: texts.applications.reasonInvalid }),
});

export const ReplyMessageSchema = z.object({
  body: z
    .string()
    .trim()
    .min(2, { error: texts.messages.replyInvalid })
    .max(5000, { error: texts.messages.replyInvalid }),
});
