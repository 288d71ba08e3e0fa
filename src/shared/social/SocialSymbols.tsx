// The providers' symbols, drawn simply (not their official artwork): Kakao's speech bubble, Naver's N.
export function KakaoSymbol() {
  return (
    <svg className="social-button__symbol" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3.5C6.75 3.5 2.5 6.86 2.5 11c0 2.66 1.76 5 4.41 6.33l-1.03 3.77c-.09.33.28.6.57.41l4.5-2.98c.34.03.69.05 1.05.05 5.25 0 9.5-3.36 9.5-7.58S17.25 3.5 12 3.5Z" fill="#000" />
    </svg>
  );
}

export function NaverSymbol() {
  return (
    <svg className="social-button__symbol" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M15.2 12.6 8.6 3H3.5v18h5.3v-9.6L15.4 21h5.1V3h-5.3v9.6Z" fill="#fff" />
    </svg>
  );
}
