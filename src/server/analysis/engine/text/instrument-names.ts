/**
 * Instruments printed by their names rather than their tickers. TradingView's legend describes a
 * pair as "Euro / U.S. Dollar", "Australian Dollar / U.S. Dollar" or "Gold Spot / U.S. Dollar",
 * MetaTrader's window as "US Dollar vs Japanese Yen"; a trader (and the rest of the product)
 * knows them as EURUSD, AUDUSD, XAUUSD, USDJPY. A name is matched on its letters alone, so
 * the OCR's spacing and dots ("U.S.Dollar", "JapaneseYen", "GoldSpot") do not matter.
 */
const NAMES: Record<string, string> = {
  EURO: 'EUR',
  USDOLLAR: 'USD',
  JAPANESEYEN: 'JPY',
  BRITISHPOUND: 'GBP',
  POUNDSTERLING: 'GBP',
  GREATBRITAINPOUND: 'GBP',
  AUSTRALIANDOLLAR: 'AUD',
  NEWZEALANDDOLLAR: 'NZD',
  CANADIANDOLLAR: 'CAD',
  SWISSFRANC: 'CHF',
  BRAZILIANREAL: 'BRL',
  CHINESEYUAN: 'CNY',
  OFFSHORECHINESEYUAN: 'CNH',
  HONGKONGDOLLAR: 'HKD',
  SINGAPOREDOLLAR: 'SGD',
  MEXICANPESO: 'MXN',
  SOUTHAFRICANRAND: 'ZAR',
  TURKISHLIRA: 'TRY',
  RUSSIANRUBLE: 'RUB',
  INDIANRUPEE: 'INR',
  SWEDISHKRONA: 'SEK',
  NORWEGIANKRONE: 'NOK',
  DANISHKRONE: 'DKK',
  POLISHZLOTY: 'PLN',
  GOLD: 'XAU',
  GOLDSPOT: 'XAU',
  SILVER: 'XAG',
  SILVERSPOT: 'XAG',
  PLATINUM: 'XPT',
  PALLADIUM: 'XPD',
  BITCOIN: 'BTC',
  ETHEREUM: 'ETH',
  TETHER: 'USDT',
  TETHERUS: 'USDT',
};

/** how names are compared: capital letters only ("U.S. Dollar" = "US Dollar" = "USDOLLAR") */
function letters(s: string): string {
  return s.toUpperCase().replace(/[^A-Z]/g, '');
}

/**
 * The ticker of an instrument printed as "Base / Quote" or "Base vs Quote" where both sides are
 * names the table knows, else null. A side may carry one misread letter when its name is long
 * enough (six letters and more) for that to leave it unmistakable ("U.S.Dollr").
 */
export function tickerOfName(text: string): string | null {
  const sides = text.split(/\s*\/\s*|\s+vs\.?\s+/i);
  if (sides.length !== 2) return null;
  const codes = sides.map(codeOf);
  if (!codes[0] || !codes[1] || codes[0] === codes[1]) return null;
  return codes[0] + codes[1];
}

function codeOf(side: string): string | null {
  const word = letters(side);
  if (!word) return null;
  const exact = NAMES[word];
  if (exact) return exact;
  const near = Object.keys(NAMES).filter((name) => name.length >= 6 && withinOneEdit(word, name));
  return near.length === 1 ? NAMES[near[0]!]! : null;
}

/** Whether two words differ by at most one inserted, dropped or changed letter. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
