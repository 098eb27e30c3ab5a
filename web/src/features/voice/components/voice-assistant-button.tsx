import { Headphones } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadBoundary } from '../../../components/ui/load-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';

/** The dialog and its audio code load on first click, so the home page stays light. */
const loadDialog = () => lazy(() => import('./voice-assistant-dialog').then((m) => ({ default: m.VoiceAssistantDialog })));
/** Replaced after a failed download: React keeps a failed lazy import failed. */
let VoiceAssistantDialog = loadDialog();

/**
 * Opens the AI Voice Assistant; the dialog stays mounted after the first open so its audio survives
 * closing. When its code cannot download (offline), the page stays as it is and says so, and the
 * next click tries again.
 */
export function VoiceAssistantButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const failed = () => {
    notify({ title: 'The voice assistant could not load', description: 'Check your connection, then try again.', variant: 'destructive' });
    setOpened(false);
    setOpen(false);
    VoiceAssistantDialog = loadDialog();
    setAttempt((n) => n + 1);
    buttonRef.current?.focus();
  };
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        className={className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Headphones aria-hidden="true" className="h-4 w-4" />
        AI Voice Assistant
      </Button>
      {opened ? (
        <LoadBoundary key={attempt} fallback={null} onFail={failed}>
          <Suspense
            fallback={
              <span role="status" className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                <Spinner /> Opening the voice assistant…
              </span>
            }
          >
            <VoiceAssistantDialog open={open} onOpenChange={setOpen} returnFocusTo={() => buttonRef.current} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
