import { Database, FileClock, RadioTower, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { PolicySection } from '../policy-text';

const ICONS: LucideIcon[] = [Database, ShieldCheck, RadioTower, FileClock];

/** The policy's four sections, each with a heading a screen reader can jump to. */
export function PolicySections({ sections }: { sections: PolicySection[] }) {
  return (
    <div className="space-y-4">
      {sections.map((section, index) => {
        const Icon = ICONS[index % ICONS.length];
        return (
          <section key={section.title} className="space-y-1.5">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Icon aria-hidden="true" className="h-4 w-4 text-indigo-600" />
              {section.title}
            </h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-sm leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
            {section.bullets?.length ? (
              <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-600">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
