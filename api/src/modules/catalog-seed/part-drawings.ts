// Simple catalogue illustrations of auto parts, one per family, as SVG fragments drawn in a
// 400×400 box. `url(#metal)`, `url(#dark)`, `url(#accent)` and friends are defined by the
// picture that embeds them (product-pictures.ts), so one drawing takes any brand colour.

export type PartFamily =
  | 'disc'
  | 'pad'
  | 'caliper'
  | 'hose'
  | 'shock'
  | 'spring'
  | 'arm'
  | 'bearing'
  | 'filter'
  | 'panel'
  | 'belt'
  | 'gasket'
  | 'rotor'
  | 'fan'
  | 'piston'
  | 'plug'
  | 'radiator'
  | 'boot'
  | 'bulb'
  | 'muffler'
  | 'box';

// First match wins: the order puts specific words (ROLAMENTO DE EMBREAGEM) before broad ones.
const FAMILY_RULES: [RegExp, PartFamily][] = [
  [/PASTILHA|SAPATA/, 'pad'],
  [/ROLAMENTO|CUBO|BUCHA|RETENTOR|ANEL|BRONZINA|COXIM/, 'bearing'],
  [/DISCO|TAMBOR|PLATÔ/, 'disc'],
  [/PINÇA|CILINDRO|SERVO/, 'caliper'],
  [/FLEXÍVEL|CABO|MANGUEIRA/, 'hose'],
  [/AMORTECEDOR/, 'shock'],
  [/MOLA/, 'spring'],
  [/BANDEJA|PIVÔ|BIELETA|TERMINAL|BARRA|CRUZETA/, 'arm'],
  [/FILTRO DE AR|FILTRO DE CABINE/, 'panel'],
  [/FILTRO/, 'filter'],
  [/CORREIA|DISTRIBUIÇÃO|TENSOR/, 'belt'],
  [/JUNTA DO|JUNTAS/, 'gasket'],
  [/VENTILADOR/, 'fan'],
  [/BOMBA|ALTERNADOR|MOTOR DE PARTIDA/, 'rotor'],
  [/PISTÃO|VÁLVULA DE/, 'piston'],
  [/VELA|BOBINA|SENSOR|SONDA/, 'plug'],
  [/RADIADOR|RESERVATÓRIO|TERMOSTÁTICA/, 'radiator'],
  [/HOMOCINÉTICA|COIFA/, 'boot'],
  [/LÂMPADA/, 'bulb'],
  [/SILENCIOSO|CATALISADOR|ESCAPAMENTO/, 'muffler'],
];

export function familyOf(partName: string): PartFamily {
  return FAMILY_RULES.find(([rule]) => rule.test(partName))?.[1] ?? 'box';
}

const ring = (
  n: number,
  r: number,
  cx: number,
  cy: number,
  dot: (x: number, y: number) => string,
) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    return dot(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }).join('');

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${fill}" ${extra}/>`;

const EDGE = 'stroke="#5f6873" stroke-width="3"';

const DRAWINGS: Record<PartFamily, string> = {
  disc: `${circle(200, 200, 175, 'url(#metal)', EDGE)}
    ${ring(36, 140, 200, 200, (x, y) => circle(x, y, 5, '#8d96a0'))}
    ${circle(200, 200, 95, 'url(#accent)', 'stroke="#fff" stroke-width="6"')}
    ${ring(5, 58, 200, 200, (x, y) => circle(x, y, 12, '#fff', EDGE))}
    ${circle(200, 200, 30, '#fff', EDGE)}`,
  pad: `<g transform="rotate(-8 200 200)"><path d="M40 150 Q200 70 360 150 L350 250 Q200 190 50 250 Z" fill="url(#dark)"/>
    <path d="M65 165 Q200 100 335 165 L330 235 Q200 180 70 235 Z" fill="#6d5f55"/>
    <rect x="190" y="118" width="20" height="95" fill="#8a7b70"/></g>
    <g transform="rotate(6 200 300) translate(0 95)"><path d="M40 150 Q200 70 360 150 L350 250 Q200 190 50 250 Z" fill="url(#dark)"/>
    <path d="M65 165 Q200 100 335 165 L330 235 Q200 180 70 235 Z" fill="#7b6c61"/></g>
    <path d="M350 215 C395 240 380 330 330 350" fill="none" stroke="url(#accent)" stroke-width="9" stroke-linecap="round"/>`,
  caliper: `<path d="M70 110 Q70 60 130 60 L270 60 Q330 60 330 110 L345 300 Q345 345 300 345 L100 345 Q55 345 55 300 Z" fill="url(#accent)" stroke="#222" stroke-width="3"/>
    ${circle(140, 200, 48, 'url(#metalR)', EDGE)}${circle(260, 200, 48, 'url(#metalR)', EDGE)}
    <rect x="190" y="25" width="22" height="45" rx="5" fill="url(#metal)" ${EDGE}/>`,
  hose: `<path d="M70 300 C70 120 330 300 330 100" fill="none" stroke="#2b2f36" stroke-width="34" stroke-linecap="round"/>
    <path d="M70 300 C70 120 330 300 330 100" fill="none" stroke="#59606b" stroke-width="8" stroke-dasharray="2 14"/>
    <rect x="40" y="290" width="60" height="70" rx="8" fill="url(#metal)" ${EDGE}/>
    <rect x="300" y="40" width="60" height="70" rx="8" fill="url(#metal)" ${EDGE}/>
    <rect x="48" y="270" width="44" height="22" fill="url(#accent)"/><rect x="308" y="108" width="44" height="22" fill="url(#accent)"/>`,
  shock: `<g transform="rotate(-18 200 200)"><rect x="185" y="10" width="30" height="160" fill="url(#metal)" ${EDGE}/>
    ${circle(200, 18, 24, 'none', 'stroke="#3b4048" stroke-width="12"')}
    <rect x="150" y="150" width="100" height="210" rx="14" fill="url(#accent)" stroke="#222" stroke-width="3"/>
    <rect x="150" y="185" width="100" height="10" fill="#000" opacity=".18"/>
    ${circle(200, 385, 24, 'none', 'stroke="#3b4048" stroke-width="12"')}</g>`,
  spring: `${Array.from({ length: 8 }, (_, i) => `<ellipse cx="200" cy="${70 + i * 38}" rx="120" ry="26" fill="none" stroke="url(#accent)" stroke-width="16"/>`).join('')}
    <ellipse cx="200" cy="70" rx="120" ry="26" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`,
  arm: `<path d="M60 110 L330 180 L110 330 Z" fill="url(#dark)" stroke="#1d2025" stroke-width="6" stroke-linejoin="round"/>
    <path d="M110 150 L270 190 L140 280 Z" fill="#fff" opacity=".9"/>
    ${circle(60, 110, 38, 'url(#metalR)', EDGE)}${circle(60, 110, 16, 'url(#accent)')}
    ${circle(110, 330, 38, 'url(#metalR)', EDGE)}${circle(110, 330, 16, 'url(#accent)')}
    ${circle(330, 180, 44, 'url(#metal)', EDGE)}<rect x="320" y="110" width="20" height="70" fill="url(#metal)" ${EDGE}/>`,
  bearing: `${circle(200, 200, 170, 'url(#metal)', EDGE)}${circle(200, 200, 132, '#39404a')}
    ${ring(12, 112, 200, 200, (x, y) => circle(x, y, 19, 'url(#metalR)', 'stroke="#4b525c" stroke-width="2"'))}
    ${circle(200, 200, 92, 'url(#metal)', EDGE)}${circle(200, 200, 62, '#fff', EDGE)}
    <circle cx="200" cy="200" r="151" fill="none" stroke="url(#accent)" stroke-width="8"/>`,
  filter: `<rect x="95" y="70" width="210" height="290" rx="30" fill="url(#accent)" stroke="#222" stroke-width="3"/>
    <rect x="95" y="170" width="210" height="90" fill="#fff" opacity=".9"/>
    <rect x="120" y="196" width="160" height="12" rx="6" fill="#9aa3ad"/><rect x="120" y="222" width="110" height="12" rx="6" fill="#c3c9cf"/>
    <rect x="85" y="40" width="230" height="42" rx="10" fill="url(#metal)" ${EDGE}/>
    ${Array.from({ length: 10 }, (_, i) => `<rect x="${98 + i * 21}" y="44" width="8" height="34" fill="#8d96a0"/>`).join('')}`,
  panel: `<rect x="40" y="90" width="320" height="220" rx="14" fill="url(#accent)" stroke="#222" stroke-width="3"/>
    <rect x="62" y="110" width="276" height="180" fill="#f5f1e6"/>
    <path d="${Array.from({ length: 23 }, (_, i) => `M${68 + i * 12} 110 L${74 + i * 12} 290`).join(' ')}" stroke="#d2c8ae" stroke-width="5"/>`,
  belt: `<rect x="50" y="60" width="300" height="280" rx="110" fill="none" stroke="#22252a" stroke-width="26"/>
    <rect x="50" y="60" width="300" height="280" rx="110" fill="none" stroke="#4c525b" stroke-width="6" stroke-dasharray="6 8"/>
    ${circle(160, 170, 95, 'url(#metal)', EDGE)}${circle(160, 170, 22, 'url(#accent)')}
    ${circle(285, 270, 55, 'url(#metal)', EDGE)}${circle(285, 270, 14, 'url(#accent)')}`,
  gasket: `<rect x="20" y="110" width="360" height="180" rx="24" fill="url(#metal)" ${EDGE}/>
    ${[75, 160, 245, 330].map((x) => circle(x - 5, 200, 38, '#fff', 'stroke="url(#accent)" stroke-width="8"')).join('')}
    ${[40, 117, 203, 288, 360].map((x) => circle(x, 130, 7, '#fff', EDGE) + circle(x, 270, 7, '#fff', EDGE)).join('')}`,
  rotor: `<rect x="110" y="100" width="230" height="200" rx="40" fill="url(#metal)" ${EDGE}/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="${130 + i * 28}" y="120" width="12" height="160" rx="6" fill="#7d8690"/>`).join('')}
    <rect x="40" y="170" width="80" height="60" fill="url(#dark)"/>
    ${circle(60, 200, 58, 'url(#accent)', 'stroke="#222" stroke-width="3"')}${circle(60, 200, 18, '#fff', EDGE)}
    <rect x="300" y="60" width="40" height="50" rx="8" fill="url(#dark)"/>`,
  fan: `${circle(200, 200, 175, 'url(#dark)')}${circle(200, 200, 160, '#f4f6f8')}
    ${ring(7, 80, 200, 200, (x, y) => `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="64" ry="26" fill="url(#accent)" transform="rotate(${((Math.atan2(y - 200, x - 200) * 180) / Math.PI + 35).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`)}
    ${circle(200, 200, 42, 'url(#metalR)', EDGE)}`,
  piston: `<rect x="110" y="60" width="180" height="200" rx="18" fill="url(#metal)" ${EDGE}/>
    <rect x="110" y="82" width="180" height="9" fill="#5f6873"/><rect x="110" y="102" width="180" height="9" fill="#5f6873"/>
    <rect x="110" y="122" width="180" height="9" fill="url(#accent)"/>${circle(200, 190, 26, '#fff', EDGE)}
    <path d="M170 215 L150 345 L250 345 L230 215 Z" fill="url(#dark)"/>${circle(200, 345, 48, 'url(#dark)')}${circle(200, 345, 26, '#fff')}`,
  plug: `<rect x="150" y="20" width="100" height="150" rx="30" fill="#f7f7f5" stroke="#9aa3ad" stroke-width="3"/>
    <rect x="186" y="0" width="28" height="34" rx="6" fill="url(#metal)" ${EDGE}/>
    <rect x="160" y="45" width="80" height="14" fill="url(#accent)"/><rect x="160" y="70" width="80" height="8" fill="url(#accent)" opacity=".6"/>
    <path d="M125 170 L275 170 L275 235 L125 235 Z" fill="url(#metal)" ${EDGE}/>
    <rect x="160" y="235" width="80" height="110" fill="url(#metal)" ${EDGE}/>
    <path d="${Array.from({ length: 9 }, (_, i) => `M160 ${245 + i * 11} L240 ${251 + i * 11}`).join(' ')}" stroke="#7d8690" stroke-width="4"/>
    <path d="M200 345 L200 380 L225 380" fill="none" stroke="#5f6873" stroke-width="8"/>`,
  radiator: `<rect x="40" y="60" width="320" height="50" rx="10" fill="url(#dark)"/><rect x="40" y="290" width="320" height="50" rx="10" fill="url(#dark)"/>
    <rect x="55" y="110" width="290" height="180" fill="url(#metal)"/>
    <path d="${Array.from({ length: 29 }, (_, i) => `M${60 + i * 10} 110 L${60 + i * 10} 290`).join(' ')}" stroke="#8d96a0" stroke-width="3"/>
    <rect x="300" y="30" width="40" height="40" rx="8" fill="url(#accent)"/><rect x="20" y="300" width="40" height="30" rx="6" fill="url(#accent)"/>`,
  boot: `<rect x="20" y="180" width="90" height="40" fill="url(#metal)" ${EDGE}/>
    <path d="M100 150 ${Array.from({ length: 5 }, (_, i) => `L${120 + i * 40} ${150 - i * 12} L${140 + i * 40} ${165 - i * 12}`).join(' ')} L330 95 L330 305 ${Array.from({ length: 5 }, (_, i) => `L${300 - i * 40} ${235 + (4 - i) * 12 + 30} L${280 - i * 40} ${250 + (4 - i) * 12}`).join(' ')} L100 250 Z" fill="url(#dark)"/>
    ${circle(330, 200, 105, 'url(#metal)', EDGE)}${circle(330, 200, 45, 'url(#accent)')}${circle(330, 200, 16, '#fff')}`,
  bulb: `<path d="M200 30 C290 30 320 110 290 170 C270 210 250 220 245 260 L155 260 C150 220 130 210 110 170 C80 110 110 30 200 30 Z" fill="#eef6fb" stroke="#9aa3ad" stroke-width="3"/>
    <path d="M175 250 L175 170 Q200 120 225 170 L225 250" fill="none" stroke="#f2a900" stroke-width="5"/>
    <rect x="150" y="258" width="100" height="70" rx="6" fill="url(#metal)" ${EDGE}/>
    <rect x="150" y="328" width="100" height="30" fill="url(#accent)"/><rect x="185" y="358" width="30" height="25" fill="url(#dark)"/>`,
  muffler: `<rect x="0" y="185" width="90" height="30" fill="url(#metal)" ${EDGE}/><rect x="310" y="250" width="90" height="30" fill="url(#metal)" ${EDGE}/>
    <rect x="70" y="110" width="260" height="180" rx="80" fill="url(#metal)" stroke="#5f6873" stroke-width="4"/>
    <rect x="70" y="180" width="260" height="40" fill="url(#accent)" opacity=".9"/>`,
  box: `<path d="M70 130 L200 70 L330 130 L200 190 Z" fill="url(#accent)" opacity=".75"/>
    <path d="M70 130 L200 190 L200 360 L70 300 Z" fill="url(#accent)"/>
    <path d="M330 130 L200 190 L200 360 L330 300 Z" fill="url(#dark)"/>
    <path d="M95 210 L175 247 L175 275 L95 238 Z" fill="#fff" opacity=".85"/>`,
};

/** The SVG fragment of a family, drawn in a 400×400 box. */
export function partDrawing(family: PartFamily): string {
  return DRAWINGS[family];
}
