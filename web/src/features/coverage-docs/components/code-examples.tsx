import { coverageExamples, type ExampleLanguage } from '../../../../../core/coverage/coverage-examples';
import { CopyButton } from '../../../components/ui/copy-button';
import { Tabs } from '../../../components/ui/tabs';

const LANGUAGES: Array<{ value: ExampleLanguage; label: string }> = [
  { value: 'javascript', label: 'JavaScript' },
  { value: 'python', label: 'Python' },
  { value: 'curl', label: 'cURL' },
];

/** The three examples, pointed at this server, each with a copy button ('Copied!' for 2 seconds). */
export function CodeExamples() {
  const examples = coverageExamples(window.location.origin);
  return (
    <Tabs
      label="Code examples"
      tabs={LANGUAGES.map(({ value, label }) => ({
        value,
        label,
        content: (
          <figure className="overflow-hidden rounded-xl border border-slate-800 bg-slate-900">
            <figcaption className="flex items-center justify-between gap-2 border-b border-slate-700 px-3 py-2 text-xs font-semibold text-slate-200">
              {label}
              <CopyButton text={examples[value]} what={`${label} example`} />
            </figcaption>
            <pre tabIndex={0} aria-label={`${label} example`} className="overflow-x-auto p-3 text-xs leading-relaxed text-slate-100">
              <code>{examples[value]}</code>
            </pre>
          </figure>
        ),
      }))}
    />
  );
}
