import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { paymentMessages as m } from '../../../../shared/messages/payments';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

// SPEC.md section 9: copy feedback lasts 3 s.
const copiedMs = 3000;

/** The PIX copy-and-paste code, read-only, with a copy button. */
export function PixCopyField({ code }: { code: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // No clipboard API (plain http, old browser): select the code so the user can copy it.
      input.current?.select();
      if (!document.execCommand('copy')) return;
    }
    setCopied(true);
    toast.success(m.pixCopied);
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t.pixCodeLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={input}
          readOnly
          value={code}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs md:text-xs"
        />
        <Button type="button" variant="outline" onClick={copy} aria-label={copied ? t.copied : t.copyCode}>
          {copied ? <CheckIcon aria-hidden="true" className="text-bull" /> : <CopyIcon aria-hidden="true" />}
          <span aria-live="polite">{copied ? t.copied : t.copy}</span>
        </Button>
      </div>
    </div>
  );
}
