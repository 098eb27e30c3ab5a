import { z } from 'zod';
import { sourceSchema } from '../catalog-schema';

/** A maker's statement about one catalog record: a record without a source fails loading, naming it. */
export const deviceVoiceSchema = z.object({
  deviceId: z.string().min(1),
  volte: z.boolean().nullable(),
  wifiCalling: z.boolean().nullable(),
  source: sourceSchema,
});

const approvalSchema = z.object({
  make: z.string().min(1),
  modelNumberPattern: z.string().min(1).refine((p) => {
    try {
      new RegExp(p);
      return true;
    } catch {
      return false;
    }
  }, 'is not a valid regular expression'),
  minReleaseYear: z.number().int().optional(),
  basis: z.string().min(3),
  source: sourceSchema,
});

/** Per curated carrier: its MCC/MNC (to find its AOSP carrier id), acceptance policy and approvals. */
export const carrierVoiceSchema = z.object({
  carrier: z.string().min(1),
  mccMnc: z.array(z.string().regex(/^\d{5,6}$/, 'an MCC/MNC has 5 or 6 digits')).default([]),
  acceptance: z
    .object({ kind: z.enum(['approved_models_only', 'volte_required', 'open']), text: z.string().min(3), source: sourceSchema })
    .nullable()
    .default(null),
  approvals: z.array(approvalSchema).default([]),
});

export type DeviceVoiceRecord = z.infer<typeof deviceVoiceSchema>;
export type CarrierVoiceRecord = z.infer<typeof carrierVoiceSchema>;
