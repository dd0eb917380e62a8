/**
 * The Lithuanian registers' mod-11 check digit (field notes "Lithuanian codes"), shared by the
 * person code and the company code: Σ dᵢ·wᵢ mod 11 with the first weights; if that is 10, again
 * with the fallback weights; if again 10, the check digit is 0. Reads one digit per weight.
 */
export function mod11CheckDigit(
  digits: string,
  weights: readonly number[],
  fallbackWeights: readonly number[],
): number {
  const first = weightedSumMod11(digits, weights);
  if (first !== 10) return first;
  const second = weightedSumMod11(digits, fallbackWeights);
  return second === 10 ? 0 : second;
}

function weightedSumMod11(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += Number(digits[i]) * weight;
  });
  return sum % 11;
}
