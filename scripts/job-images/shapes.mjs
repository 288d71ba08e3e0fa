// The job pictures' palette, canvas and small shapes (scripts/make-job-images.mjs draws with them).
export const WIDTH = 640;
export const HEIGHT = 400;

export const C = {
  ink: '#4A4458',
  inkSoft: '#6E6880',
  white: '#FFFFFF',
  cream: '#FFF8EE',
  skin: '#F2C6A0',
  skinDark: '#E2A97F',
  brown: '#8A5A3B',
  brownDark: '#6B4329',
  wood: '#C98B5A',
  coral: '#EE8572',
  coralDark: '#D5654F',
  peach: '#F8C9A8',
  mustard: '#F3B949',
  mustardDark: '#D99A2B',
  sage: '#8FBC94',
  sageDark: '#6A9C70',
  teal: '#4F9D9A',
  tealDark: '#3B7F7C',
  sky: '#9CC7E4',
  skyDark: '#6FA6CC',
  lav: '#B9A6DC',
  lavDark: '#9580C4',
  pink: '#F3A6B8',
  pinkDark: '#E07D97',
  silver: '#CDD2DA',
  silverLight: '#E9ECF0',
  silverDark: '#A3AAB5',
};

// ---------- small shape helpers ----------

export const heart = (x, y, size, fill) =>
  `<path transform="translate(${x} ${y}) scale(${size})" fill="${fill}" d="M0 .45C-.3 .2-.55 0-.55-.22-.55-.45-.25-.55 0-.3.25-.55.55-.45.55-.22.55 0 .3.2 0 .45Z"/>`;

export const sparkle = (x, y, size, fill) =>
  `<path transform="translate(${x} ${y}) scale(${size})" fill="${fill}" d="M0-1Q.15-.15 1 0 .15.15 0 1-.15.15-1 0-.15-.15 0-1Z"/>`;

export const plus = (x, y, size, fill) => {
  const t = size / 3;
  return `<rect x="${x - t / 2}" y="${y - size / 2}" width="${t}" height="${size}" rx="${t / 4}" fill="${fill}"/><rect x="${x - size / 2}" y="${y - t / 2}" width="${size}" height="${t}" rx="${t / 4}" fill="${fill}"/>`;
};

export const shadow = (x, y, rx, ry = 14) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#3b2a1a" opacity=".1"/>`;

export const leaf = (x, y, angle, size, fill) =>
  `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${size})" fill="${fill}" d="M0 0C.3-.25.3-.75 0-1-.3-.75-.3-.25 0 0Z"/>`;

// Background: a pastel field, one big soft circle behind the subject and a few quiet sparkles and dots at the edges.
export function frame({ bg, blob, accent, dot }, body) {
  const decor = [
    sparkle(78, 74, 13, accent),
    sparkle(566, 330, 10, accent),
    `<circle cx="560" cy="70" r="7" fill="${dot}"/>`,
    `<circle cx="92" cy="318" r="6" fill="${dot}"/>`,
    `<circle cx="598" cy="118" r="4" fill="${accent}"/>`,
    `<circle cx="44" cy="196" r="4" fill="${accent}"/>`,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${bg}"/>
<circle cx="320" cy="205" r="172" fill="${blob}"/>
${decor}
${body}
</svg>`;
}

// A standing person seen from the front: round head, rounded body; no face, as in most flat pictograms.
export function person(x, headY, headR, bodyW, bottom, bodyFill, hairFill) {
  const top = headY + headR + 8;
  const half = bodyW / 2;
  return `<path d="M${x - half} ${bottom}V${top + half * 0.7}Q${x - half} ${top} ${x} ${top}Q${x + half} ${top} ${x + half} ${top + half * 0.7}V${bottom}Z" fill="${bodyFill}"/>
<circle cx="${x}" cy="${headY}" r="${headR}" fill="${C.skin}"/>
<path d="M${x - headR} ${headY}A${headR} ${headR} 0 0 1 ${x + headR} ${headY}Q${x} ${headY - headR * 0.45} ${x - headR} ${headY}Z" fill="${hairFill}"/>`;
}
