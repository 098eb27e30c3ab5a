import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const band = z.number().int().positive();

export const sourceSchema = z.object({ name: z.string().min(3), url: z.string().url().optional(), date: isoDate });

/** One curated device record; a broken record fails loading with its id in the message. */
export const deviceRecordSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  make: z.string().min(1),
  model: z.string().min(1),
  /** The variant as a visitor reads it: "5G (SM-X916B)". */
  variant: z.string().min(1).optional(),
  /** How the record was compiled (what it leaves out and why): for auditors, never shown in an answer. */
  curationNote: z.string().min(1).optional(),
  modelNumbers: z.array(z.string().min(1)).min(1),
  aka: z.array(z.string().min(1)).default([]),
  releaseYear: z.number().int().min(2000).max(2100),
  deviceType: z.enum(['smartphone', 'tablet', 'watch', 'feature_phone', 'hotspot']),
  lteBands: z.array(band),
  /** Why the source's LTE list may lack bands (shown in the answer): missing bands are then unknown. */
  lteBandsIncomplete: z.string().min(1).optional(),
  nrBands: z.array(band),
  /** The same for the 5G list. */
  nrBandsIncomplete: z.string().min(1).optional(),
  /** null where the record's source does not state it: never guessed. */
  volte: z.boolean().nullable(),
  wifiCalling: z.boolean().nullable(),
  /** null: the source says only some versions of the model take an eSIM, or does not say. */
  esim: z.boolean().nullable(),
  lteCategory: z.number().int().positive().optional(),
  tacs: z.array(z.string().regex(/^\d{8}$/, 'a TAC has 8 digits')).default([]),
  source: sourceSchema,
});

/** The radio side of a band plan; an MVNO takes its host network's and must not repeat it. */
const radioPlanSchema = z.object({
  coreLteBands: z.array(band).min(1),
  lowBands: z.array(band),
  lowBandLabels: z.record(z.string(), z.string()).optional(),
  nrBands: z.array(band),
  legacyShutdown: z.object({
    threeG: isoDate.nullable(),
    twoG: isoDate.nullable(),
    /** The dates that are the carrier's announced targets, where no source read confirms the day it finished. */
    planned: z.array(z.enum(['threeG', 'twoG'])).optional(),
  }),
  /** Why calls without VoLTE have no sure fallback: a 2G/3G switch-off under way whose end no source gives. */
  legacyVoiceUnknown: z.string().min(1).optional(),
});
const RADIO_FIELDS = Object.keys(radioPlanSchema.shape) as Array<keyof typeof radioPlanSchema.shape>;

/** One curated carrier record with its band plan and sources. */
export const carrierRecordSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
    name: z.string().min(1),
    country: z.string().min(2),
    marketShare: z.string().min(1),
    marketShareSource: sourceSchema.optional(),
    /** Where a shutdown date comes from when not from the record's own source. */
    legacyShutdownSources: z.object({ threeG: sourceSchema.optional(), twoG: sourceSchema.optional() }).optional(),
    description: z.string().min(1),
    /** Former names and the carrier's own brands on the same network and plan, as its description or source names them. */
    aka: z.array(z.string().min(1)).default([]),
    hostNetwork: z.string().nullable().default(null),
    volteRequired: z.boolean(),
    /** Left out where no source read says whether the carrier offers it (answered unknown). */
    wifiCalling: z.object({ offered: z.boolean(), source: sourceSchema }).optional(),
    /** The carrier's own VoLTE service, where a source read says so and its AOSP configuration does not. */
    volte: z.object({ offered: z.boolean(), source: sourceSchema }).optional(),
    source: sourceSchema,
  })
  .extend(radioPlanSchema.partial().shape)
  .superRefine((r, ctx) => {
    for (const field of RADIO_FIELDS) {
      if (r.hostNetwork !== null && r[field] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: `comes from the host network ${r.hostNetwork}; remove it` });
      }
      if (r.hostNetwork === null && r[field] === undefined && field !== 'lowBandLabels' && field !== 'legacyVoiceUnknown') {
        ctx.addIssue({ code: 'custom', path: [field], message: 'is required for a network with its own radio plan' });
      }
    }
  });

export type DeviceRecordInput = z.input<typeof deviceRecordSchema>;
export type CarrierRecordInput = z.infer<typeof carrierRecordSchema>;

/** Radio generations a spec sheet states for a device (its "Technology" line), with the sheet's source. */
export const generationRecordSchema = z.object({
  make: z.string().min(1),
  name: z.string().min(1),
  // A model code ("A1778", "SM-G900F", "2015015"), not the pieces of a split identifier ("iPhone9", "1").
  modelNumbers: z.array(z.string().regex(/^(?!\d{1,2}$)(?!(iphone|ipad|watch) ?\d+$)\S.*$/i, 'a model code, not a piece of a split identifier ("iPhone9,1" cut at its comma)')),
  technology: z.string().min(1),
  generations: z.array(z.enum(['2G', '3G', '4G', '5G'])).min(1),
  source: sourceSchema,
});

/**
 * A network the public MCC/MNC list still shows as operational that has closed or merged: no
 * carrier is derived from its codes, and a check naming it is told its fate, from its dated source.
 */
export const retiredNetworkSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  name: z.string().min(1),
  country: z.string().min(1),
  networkCodes: z.array(z.string().regex(/^\d{3}-\d{2,3}$/, 'must be MCC-MNC, e.g. 204-02')).min(1),
  fate: z.string().min(1),
  successor: z.string().min(1).optional(),
  source: sourceSchema,
});
