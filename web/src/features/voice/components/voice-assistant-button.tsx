import { Headphones } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** The dialog and its audio code load on first click, so the home page stays light. */
const VoiceAssistantDialog = lazy(() => import('./voice-assistant-dialog').then((m) => ({ default: m.VoiceAssistantDialog })));

/** Opens the AI Voice Assistant; the dialog stays mounted after the first open so its audio survives closing. */
export function VoiceAssistantButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
        <Suspense fallback={null}>
          <VoiceAssistantDialog open={open} onOpenChange={setOpen} returnFocusTo={() => buttonRef.current} />
        </Suspense>
      ) : null}
    </>
  );
}
