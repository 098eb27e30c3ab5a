import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import type { GeneratedKey } from '../api';
import { useGenerateKey } from '../use-generate-key';
import { IssuedKey } from './issued-key';

/** Self-service key generation (specification sections 2 and 8): e-mail and name, both required. */
export function ApiKeyForm() {
  const emailId = useId();
  const nameId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<GeneratedKey | null>(null);
  const generate = useGenerateKey();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = { email: email.trim(), name: name.trim() };
    if (!request.email || !request.name) {
      notify({ title: 'Missing Information', description: 'Please provide both email and name for your API key.', variant: 'destructive' });
      return;
    }
    setIssued(null);
    generate.mutate(request, {
      onSuccess: (generated) => {
        setIssued(generated);
        setEmail('');
        setName('');
      },
    });
  };

  return (
    <div className="space-y-4">
      {/* noValidate: empty fields get the product's own toast, not the browser's bubble. */}
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={emailId}>Email</Label>
          <Input id={emailId} type="email" autoComplete="email" required placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Name</Label>
          <Input id={nameId} autoComplete="name" required maxLength={100} placeholder="Project or your name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={generate.isPending} className="h-11">
          {generate.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="h-4 w-4" />}
          {generate.isPending ? 'Generating...' : 'Generate API Key'}
        </Button>
      </form>
      {issued ? <IssuedKey generated={issued} /> : null}
    </div>
  );
}
