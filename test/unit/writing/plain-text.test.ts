import { describe, expect, it } from 'vitest';

import { plainUserText } from '../../../functions/core/writing/plain-text';
import { checkContextFor, WriterInputSchema } from '../../../functions/core/writing/writer';

describe('plainUserText', () => {
  it.each([
    ['**Bold** and __strong__ words', 'Bold and strong words'],
    ['An *emphasised* and _underlined_ word', 'An emphasised and underlined word'],
    ['~~Old~~ and `code` spans', 'Old and code spans'],
    ['See [our pricing](https://acme.example/pricing) today', 'See our pricing today'],
    ['![logo](https://acme.example/logo.png) Acme plans routes', 'Acme plans routes'],
    ['# Routewise\nPlans delivery routes.', 'Plans delivery routes.'],
    ['## About us\n\nWe plan routes.', 'We plan routes.'],
    ['> We plan routes every morning.', 'We plan routes every morning.'],
    ['- Plans routes\n- Cuts fuel costs\n* Sends arrival times', 'Plans routes. Cuts fuel costs. Sends arrival times.'],
    ['1. Plans routes\n2) Cuts fuel costs', 'Plans routes. Cuts fuel costs.'],
    ['• Plans routes\n• Cuts fuel costs.', 'Plans routes. Cuts fuel costs.'],
    ['Plans routes 🚚 and cuts fuel costs 💸🔥', 'Plans routes and cuts fuel costs'],
    ['Loved by 300 teams ❤️ 👍🏽 🇩🇪', 'Loved by 300 teams'],
    ['Step 1️⃣ is quick ✅', 'Step 1 is quick'],
    ['Plans routes\n\n---\n\nfor carriers', 'Plans routes for carriers'],
  ])('makes %j plain: %j', (text, expected) => {
    const plain = plainUserText(text);
    expect(plain).toBe(expected);
  });

  it.each([
    'snake_case_name stays',
    'Growth 2*3 = 6 stays',
    'A - B range stays',
    'C# and F# developers',
    'Prices from 10 to 20 EUR',
    'Ein Vor- und Nachteil',
  ])('leaves ordinary text as it is: %j', (text) => {
    const plain = plainUserText(text);
    expect(plain).toBe(text);
  });
});

describe('checkContextFor', () => {
  it('gives the checker the names as an email writes them, without Markdown and emoji', () => {
    const value = WriterInputSchema.parse({
      company: { name: '**Northwind** 🚀', description: 'We help finance teams.' },
      product: { name: '_Ledgerly_ 💸', description: 'Matches bank lines to invoices.' },
      callToAction: { objective: 'Start a conversation' },
      contact: { firstName: 'Dana', companyName: '**Globex**' },
      sender: { name: 'Sam Carter' },
    });
    const context = checkContextFor(value);
    expect(context.productNames).toEqual(['Ledgerly']);
    expect(context.companyNames).toEqual(['Northwind', 'Globex']);
    expect(context.receiverCompanyName).toBe('Globex');
  });
});
