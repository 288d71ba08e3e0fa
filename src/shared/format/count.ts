// Whole numbers with thousands separators ('1,234'), as ko-KR shows them. Not toLocaleString('ko-KR'): its first call
// loads the locale's number data, a long task on a slow phone right when a result list first renders.
export function formatCount(value: number): string {
  const [whole = '0', fraction] = String(Math.round(value * 10) / 10).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
