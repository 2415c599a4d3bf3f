import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's paging cursors walked so far: the current one, and the way back. */
export function usePageTokens() {
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  return {
    token: tokens[tokens.length - 1]!,
    canGoBack: tokens.length > 1,
    back: () => setTokens(tokens.slice(0, -1)),
    next: (token: string) => setTokens([...tokens, token]),
  };
}

/** Previous and next page buttons over a server-paged list. */
export function PageButtons({
  pages,
  nextToken,
}: {
  pages: ReturnType<typeof usePageTokens>;
  nextToken: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="wf-row">
      {pages.canGoBack && (
        <button type="button" onClick={pages.back}>
          {t('table.previousPage')}
        </button>
      )}
      {nextToken && (
        <button type="button" onClick={() => pages.next(nextToken)}>
          {t('table.nextPage')}
        </button>
      )}
    </div>
  );
}
