// An open detail dialog is a history entry (?detail=<id>): a phone's Back closes it and leaves the search as it was,
// Forward opens it again, and a link with it opens the same details (issue 25).
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

const DETAIL = 'detail';

export function useDetailAddress() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const without = () => {
    const next = new URLSearchParams(params);
    next.delete(DETAIL);
    return next;
  };
  return {
    id: params.get(DETAIL),
    open: (id: string) => {
      const next = without();
      next.set(DETAIL, id);
      setParams(next, { state: { detailFromList: true } });
    },
    /** back to the list's entry when the list opened it; a link that came with it is replaced by the list */
    close: () => {
      if ((location.state as { detailFromList?: boolean } | null)?.detailFromList) navigate(-1);
      else setParams(without(), { replace: true });
    },
  };
}
