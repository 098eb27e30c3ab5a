import { Smartphone } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { useAppStore } from '../../../store/app-store';
import { selectImei } from '../../../store/imei.slice';
import { selectCheckLocation } from '../../../store/location.slice';
import { CarrierSelect } from '../../carriers/components/carrier-select';
import { useCarrierLookup } from '../../carriers/use-carrier-lookup';
import { imeiSubmitProblem, isCompleteImei } from '../imei-input';
import { ImeiField } from './imei-field';
import { LocationField } from './location-field';

export interface CheckFormProps {
  pending: boolean;
  onCheck: (request: { imei: string; network: string; location?: string; country?: string }) => void;
}

/** The hero form: IMEI, carrier and location, then 'Check Device'. */
export function CheckForm({ pending, onCheck }: CheckFormProps) {
  const imei = useAppStore(selectImei);
  const carriersLoading = useCarrierLookup();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { imei: current, selectedCarrier, country } = useAppStore.getState();
    const problem = imeiSubmitProblem(current);
    if (problem) {
      notify(problem);
      return;
    }
    onCheck({ imei: current, network: selectedCarrier, location: selectCheckLocation(useAppStore.getState()), country });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Check device compatibility" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <ImeiField />
      </div>
      <div className="sm:col-span-2">
        <CarrierSelect loading={carriersLoading} />
      </div>
      <LocationField />
      <Button type="submit" size="lg" className="w-full sm:col-span-2" disabled={!isCompleteImei(imei) || pending}>
        {pending ? <Spinner /> : <Smartphone aria-hidden="true" className="h-5 w-5" />}
        Check Device
      </Button>
    </form>
  );
}
