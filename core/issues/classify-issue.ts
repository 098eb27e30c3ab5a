import type { IssueCategory } from './issue-category';

/**
 * The classification rules: phrases that point to each kind of problem. A report takes the category
 * with the most matching phrases; ties go to the more specific category (outage before calls before
 * sms before data before speed before signal before device).
 */
export const CLASSIFICATION_RULES: Record<IssueCategory, RegExp[]> = {
  outage: [
    /\boutages?\b/, /\b(network|service|everything|internet|tower|cell)\s+(is\s+|was\s+|went\s+|are\s+)?(down|out)\b/,
    /\beveryone\b.*\b(no|without)\s+(service|signal)\b/, /\bno service for (anyone|everyone|hours|days)\b/, /\bblackout\b/, /\bnothing works\b/,
  ],
  calls: [
    /\bcalls?\b/, /\bcalling\b/, /\bdropped\b.*\bcall/, /\bvoicemail\b/, /\b(can'?t|cannot|unable to) (hear|be heard)\b/,
    /\b(echo|robotic|choppy) (voice|audio|sound)\b/, /\bvolte\b/, /\bring(s|ing)?\b/, /\bdial(l?ing|s)?\b/,
  ],
  sms: [/\bsms\b/, /\bmms\b/, /\btexts?\b/, /\btexting\b/, /\btext messages?\b/, /\bmessages?\b/, /\bimessage\b/, /\bverification codes?\b/, /\botp\b/],
  data: [
    /\bdata\b/, /\binternet\b/, /\b(apps?|pages?|websites?) (won'?t|don'?t|do not|will not|not) (load|open|connect)/, /\bapn\b/, /\bhotspot\b/,
    /\b(lte|4g|5g) (icon|symbol) (but|and) no\b/, /\bconnect(ed|ion)? but\b/, /\bno internet\b/, /\bbrowsing\b/,
  ],
  speed: [
    /\bslow\b/, /\bspeeds?\b/, /\bbuffer(s|ing)?\b/, /\blag(s|gy|ging)?\b/, /\blatency\b/, /\b(kbps|mbps)\b/, /\bspeed ?test\b/,
    /\bthrottl(e|ed|ing)\b/, /\btakes? (forever|ages)\b/, /\bcrawl(s|ing)?\b/,
  ],
  signal: [
    /\bsignal\b/, /\bbars?\b/, /\breception\b/, /\bno service\b/, /\bsos only\b/, /\bdead zone\b/, /\bcoverage\b/, /\bsearching\b/,
    /\bemergency calls only\b/, /\bindoors?\b/, /\bbasement\b/, /\bweak\b/,
  ],
  device: [
    /\b(battery|overheat(s|ing)?|restart(s|ing)?|reboot(s|ing)?|freez(e|es|ing))\b/, /\bsim (card )?(not|no|isn'?t) (detected|recogni[sz]ed|found)\b/,
    /\bafter (the |an )?(software |ios |android )?update\b/, /\bmy (phone|device|handset)\b.*\b(broken|faulty|crash)/, /\besim\b/, /\bimei\b/, /\bno sim\b/,
  ],
};

export interface Classification {
  category: IssueCategory;
  /** 0.2 when no rule matched; up to 0.9 with several matching phrases and a clear winner. */
  confidence: number;
  /** How many phrases matched per category, for explanations and tests. */
  matches: Partial<Record<IssueCategory, number>>;
}

/** Classifies a report's text by the rules above; deterministic and explainable. */
export function classifyIssue(text: string): Classification {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const matches: Partial<Record<IssueCategory, number>> = {};
  let best: IssueCategory | null = null;
  let bestCount = 0;
  let runnerUp = 0;
  for (const category of Object.keys(CLASSIFICATION_RULES) as IssueCategory[]) {
    const count = CLASSIFICATION_RULES[category].filter((rule) => rule.test(lower)).length;
    if (count === 0) continue;
    matches[category] = count;
    if (count > bestCount) {
      runnerUp = bestCount;
      best = category;
      bestCount = count;
    } else if (count > runnerUp) runnerUp = count;
  }
  if (!best) return { category: 'signal', confidence: 0.2, matches };
  const margin = bestCount - runnerUp;
  const confidence = Math.min(0.9, 0.45 + 0.1 * bestCount + 0.1 * margin);
  return { category: best, confidence: Math.round(confidence * 100) / 100, matches };
}
