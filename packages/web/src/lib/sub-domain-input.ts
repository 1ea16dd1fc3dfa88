import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import {
  filterSubDomain,
  leftOutOfSubDomain,
  subDomainKeyAllowed,
  subDomainLeftOutMessage,
} from '@tandem/shared';

/**
 * A sub-domain field's input handlers (spec: keystrokes limited to letters, digits 1 to 9 and
 * hyphen): a refused key does not reach the field and pasted text keeps only what a sub-domain
 * holds, as the spec asks, and `leftOut` says what was left out, so "okafor-2030" does not
 * silently become "okafor-23". The message goes with the next accepted change.
 */
export function useSubDomainInput(setValue: (value: string) => void) {
  const [leftOut, setLeftOut] = useState<string | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (subDomainKeyAllowed(event.key, event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    // Keys that type nothing (Shift, F5) are held back without a word.
    if ([...event.key].length === 1) setLeftOut(subDomainLeftOutMessage([event.key]));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const refused = leftOutOfSubDomain(typed);
    setLeftOut(refused.length > 0 ? subDomainLeftOutMessage(refused) : null);
    setValue(filterSubDomain(typed));
  };
  return { leftOut, inputProps: { onKeyDown, onChange } };
}
