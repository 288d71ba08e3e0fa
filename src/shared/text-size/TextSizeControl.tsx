import { useId, useState } from 'react';
import { readTextSize, saveTextSize, TEXT_SIZES, textSizeLabel, type TextSize } from './text-size.ts';
import { RadioOptions } from '../ui/RadioOptions.tsx';
import './text-size-control.css';

/** 글자 크기: three sizes as a radio group (arrow keys move between them); the change is announced politely. */
export function TextSizeControl() {
  const [size, setSize] = useState<TextSize>(readTextSize);
  const [announcement, setAnnouncement] = useState('');
  const name = useId();

  const choose = (next: TextSize) => {
    setSize(next);
    saveTextSize(next);
    setAnnouncement(`글자 크기를 ${textSizeLabel(next)}로 바꿨어요.`);
  };

  return (
    <fieldset className="text-size" data-fill="text-size">
      <legend className="text-size__legend">글자 크기</legend>
      <div className="text-size__options">
        <RadioOptions name={name} options={TEXT_SIZES} value={size} onChange={choose} look="text-size" />
      </div>
      {/* a live region without role=status, so the page's own status messages stay the only "status" */}
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </fieldset>
  );
}
