import { Button } from '../../../components/ui/button';

/** The blocked-device answer's two ways out (the sheet's and its fallback alert's): both clear the IMEI for another try. */
export function BlockedActions({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
      <Button onClick={onClose}>Try Another IMEI</Button>
    </div>
  );
}
