/** `preSignUp` → `PreSignUp`, `wallet-history` → `WalletHistory`: construct ids from map keys. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}
