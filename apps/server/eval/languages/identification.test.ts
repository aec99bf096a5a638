import { languageCodes } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { DECIDING_LENGTH, detectLanguage } from '../../src/operator/language/detect';
import { messages as de } from './customer-messages/de';
import { messages as en } from './customer-messages/en';
import { messages as es } from './customer-messages/es';
import { messages as fr } from './customer-messages/fr';
import { messages as it_ } from './customer-messages/it';
import { messages as ja } from './customer-messages/ja';
import { messages as nl } from './customer-messages/nl';
import { messages as pl } from './customer-messages/pl';
import { messages as pt } from './customer-messages/pt';
import { messages as tr } from './customer-messages/tr';

const sets = { en, es, fr, de, pt, it: it_, nl, pl, tr, ja };

/** Issue 27's measure: at least 97% right on customers' messages of 24 to 200 characters. */
const MIN_ACCURACY = 0.97;

describe('language identification on customer messages (issue 27)', () => {
  it('names the language of at least 97% of the messages, in every language', async () => {
    const rows: string[] = [];
    let right = 0;
    let total = 0;
    let confidentlyWrong = 0;
    for (const language of languageCodes) {
      const messages = sets[language];
      expect(messages.length, language).toBeGreaterThanOrEqual(100);
      let ok = 0;
      for (const message of messages) {
        expect([...message.trim()].length, message).toBeGreaterThanOrEqual(DECIDING_LENGTH);
        const found = await detectLanguage(message);
        if (found?.language === language) ok += 1;
        else if (found?.reliable) confidentlyWrong += 1;
      }
      rows.push(`${language} ${ok}/${messages.length}`);
      right += ok;
      total += messages.length;
      expect(ok / messages.length, language).toBeGreaterThanOrEqual(MIN_ACCURACY);
    }
    console.log(
      `language identification: ${right}/${total} (${((100 * right) / total).toFixed(1)}%), ${confidentlyWrong} confidently wrong; ${rows.join(', ')}`,
    );
  });
});
