import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { downloadPolicyPdf } from '../pdf';

/** 'Download Policy PDF' with the toasts of specification section 8. */
export function PolicyPdfButton() {
  const download = useMutation({
    mutationFn: downloadPolicyPdf,
    onSuccess: () => notify({ title: 'PDF Downloaded Successfully', variant: 'success' }),
    onError: () => notify({ title: 'Download Failed', description: 'Unable to download the PDF. Please try again.', variant: 'destructive' }),
  });

  return (
    <Button variant="secondary" disabled={download.isPending} aria-busy={download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? <Spinner /> : <FileDown aria-hidden="true" className="h-4 w-4" />}
      Download Policy PDF
    </Button>
  );
}
