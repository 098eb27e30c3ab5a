import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  defaultValue?: string;
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
}

/** Radix tabs (role="tablist", arrow keys move between tabs); the panels share one card. */
export function Tabs({ tabs, defaultValue, label, className }: TabsProps) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? tabs[0]?.value} className={className}>
      <RadixTabs.List aria-label={label} className="grid w-full gap-1 rounded-xl bg-slate-100 p-1" style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 transition-colors [&_svg]:shrink-0',
              'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600',
              'data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm',
            )}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className="mt-4 focus-visible:outline-2 focus-visible:outline-indigo-600">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
