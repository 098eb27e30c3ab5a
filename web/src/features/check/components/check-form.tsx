import { Smartphone } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { useAppStore } from '../../../store/app-store';
import { selectImei } from '../../../store/imei.slice';
import { selectCheckLocation } from '../../../store/location.slice';
import { CarrierSelect } from '../../carriers/components/carrier-select';
import { useCarrierLookup, useDefaultListingReady } from '../../carriers/use-carrier-lookup';
import { CARRIER_LOOKUP_MIN_LENGTH } from '../../carriers/use-typed-location-lookup';
import { imeiSubmitProblem, isCompleteImei } from '../imei-input';
import { ImeiField } from './imei-field';
import { LocationField } from './location-field';

export interface CheckFormProps {
  pending: boolean;
  onCheck: (request: { imei: string; network: string; location?: string; country?: string }) => void;
}

/** Where a check refused for its carrier sends the visitor (the button they pressed was disabled while it waited, dropping focus). */
const focusCarrier = () => document.getElementById('carrier')?.focus();

/** The hero form: IMEI, carrier and location, then 'Check Device'. */
export function CheckForm({ pending, onCheck }: CheckFormProps) {
  const imei = useAppStore(selectImei);
  const { loading: carriersLoading, settleLookup } = useCarrierLookup();
  const defaultListingReady = useDefaultListingReady();
  /** True while a submitted check waits for the carrier list: the own network's, or the typed location's. */
  const [waiting, setWaiting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = imeiSubmitProblem(useAppStore.getState().imei);
    if (problem) {
      notify(problem);
      return;
    }
    setWaiting(true);
    await defaultListingReady();
    // A location typed a moment ago is still being placed: check on the carrier the form will show.
    await settleLookup();
    setWaiting(false);
    const state = useAppStore.getState();
    // The typed location's carriers could not be looked up: the listed carrier may be the wrong country's.
    if (state.locationLookupFailed && state.carrierUnconfirmed && state.locationText.trim().length >= CARRIER_LOOKUP_MIN_LENGTH) {
      notify({
        title: 'Carrier lookup failed',
        description: 'Try the carrier lookup again, or pick your carrier from the list, then check again.',
        variant: 'destructive',
      });
      focusCarrier();
      return;
    }
    // The carrier picked by hand is not one of the location's country: never check another in its place.
    if (state.carrierPickLost || !state.selectedCarrier) {
      const why = state.carrierPickLost ? `${state.carrierPickLost} is not a carrier in ${state.country}, where your location is. ` : '';
      notify({ title: 'Pick your carrier', description: `${why}Pick your carrier from the list, then check again.`, variant: 'destructive' });
      focusCarrier();
      return;
    }
    onCheck({ imei: state.imei, network: state.selectedCarrier, location: selectCheckLocation(state), country: state.country });
  };

  /** The disabled button stops Enter from submitting; submit anyway so the visitor learns what the IMEI lacks. */
  const explainIncompleteImei = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || isCompleteImei(useAppStore.getState().imei)) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  return (
    <form onSubmit={submit} onKeyDown={explainIncompleteImei} noValidate aria-label="Check device compatibility" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <ImeiField checking={pending} />
      </div>
      <div className="sm:col-span-2">
        <CarrierSelect loading={carriersLoading} checking={pending} />
      </div>
      <LocationField checking={pending} />
      <Button type="submit" size="lg" className="w-full sm:col-span-2" disabled={!isCompleteImei(imei) || pending || waiting}>
        {pending || waiting ? <Spinner /> : <Smartphone aria-hidden="true" className="h-5 w-5" />}
        Check Device
      </Button>
    </form>
  );
}
