import { FlaskConical } from 'lucide-react';
import type { PolicyText } from '../policy-text';

/** The policy's alpha service notice: results are tentative, free under 100 TPH, MCP available. */
export function AlphaNotice({ notice }: { notice: PolicyText['alphaNotice'] }) {
  return (
    <div className="flex gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4">
      <FlaskConical aria-hidden="true" className="h-5 w-5 shrink-0 text-indigo-600" />
      <div className="space-y-1">
        <p className="text-sm font-semibold text-indigo-900">{notice.title}</p>
        {notice.paragraphs.map((p) => (
          <p key={p} className="text-sm text-indigo-800">
            {p}
          </p>
        ))}
      </div>
    </div>
  );
}
