import { Button } from '../../../shared/ui/Button.tsx';
import type { CheckedField } from './use-duplicate-check.ts';

interface DuplicateCheckButtonProps {
  field: CheckedField;
  checking: CheckedField | null;
  onClick: () => void;
}

/** 중복확인 beside the login id or the nickname; busy while that field is being checked. */
export function DuplicateCheckButton({ field, checking, onClick }: DuplicateCheckButtonProps) {
  return (
    <Button variant="secondary" onClick={onClick} busy={checking === field}>
      {checking === field ? '확인 중…' : '중복확인'}
    </Button>
  );
}
