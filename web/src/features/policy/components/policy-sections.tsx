import { Database, FileClock, RadioTower, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { PolicySection } from '../policy-text';

const ICONS: LucideIcon[] = [Database, ShieldCheck, RadioTower, FileClock];

export interface PolicySectionsProps {
  sections: PolicySection[];
  /** The heading level inside the surrounding outline: 3 in the modal, 4 under the home section's card. */
  headingLevel?: 3 | 4;
}

/** The policy's sections, each with a heading a screen reader can jump to. */
export function PolicySections({ sections, headingLevel = 3 }: PolicySectionsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-4">
      {sections.map((section, index) => {
        const Icon = ICONS[index % ICONS.length];
        return (
          <section key={section.heading} className="space-y-1.5">
            <Heading className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Icon aria-hidden="true" className="h-4 w-4 text-indigo-600" />
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-sm leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
          </section>
        );
      })}
    </div>
  );
}
