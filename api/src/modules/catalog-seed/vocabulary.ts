// Brazilian auto-parts vocabulary for generated catalogues: part names with their category,
// group, subgroup and NCM; vehicle makers with models and engines; brands.

/** [description, category, group, subgroup, NCM, synonyms] */
export type PartName = readonly [string, string, string, string, string, readonly string[]];

export const PARTS: readonly PartName[] = [
  ['PASTILHA DE FREIO', 'FREIOS', 'FREIO A DISCO', 'PASTILHAS', '87083090', ['PASTILHA']],
  ['DISCO DE FREIO', 'FREIOS', 'FREIO A DISCO', 'DISCOS', '87083090', []],
  ['PINÇA DE FREIO', 'FREIOS', 'FREIO A DISCO', 'PINÇAS', '87083090', ['CALIPER']],
  ['SAPATA DE FREIO', 'FREIOS', 'FREIO A TAMBOR', 'SAPATAS', '87083090', ['LONA DE FREIO']],
  ['TAMBOR DE FREIO', 'FREIOS', 'FREIO A TAMBOR', 'TAMBORES', '87083090', []],
  ['CILINDRO DE RODA', 'FREIOS', 'FREIO A TAMBOR', 'CILINDROS', '87083090', []],
  ['CILINDRO MESTRE', 'FREIOS', 'HIDRÁULICO', 'CILINDROS MESTRE', '87083090', []],
  ['FLEXÍVEL DE FREIO', 'FREIOS', 'HIDRÁULICO', 'FLEXÍVEIS', '40093100', ['MANGUEIRA DE FREIO']],
  ['SERVO FREIO', 'FREIOS', 'HIDRÁULICO', 'SERVOS', '87083090', ['HIDROVÁCUO']],
  ['CABO DE FREIO DE MÃO', 'FREIOS', 'ESTACIONAMENTO', 'CABOS', '87083090', []],
  ['AMORTECEDOR DIANTEIRO', 'SUSPENSÃO', 'AMORTECEDORES', 'DIANTEIROS', '87088000', []],
  ['AMORTECEDOR TRASEIRO', 'SUSPENSÃO', 'AMORTECEDORES', 'TRASEIROS', '87088000', []],
  ['KIT BATENTE DO AMORTECEDOR', 'SUSPENSÃO', 'AMORTECEDORES', 'KITS', '87088000', ['COIFA']],
  ['COXIM DO AMORTECEDOR', 'SUSPENSÃO', 'AMORTECEDORES', 'COXINS', '40169990', []],
  ['MOLA HELICOIDAL', 'SUSPENSÃO', 'MOLAS', 'HELICOIDAIS', '73202010', ['MOLA']],
  ['FEIXE DE MOLAS', 'SUSPENSÃO', 'MOLAS', 'FEIXES', '73201000', []],
  ['BANDEJA DE SUSPENSÃO', 'SUSPENSÃO', 'BRAÇOS', 'BANDEJAS', '87088000', ['BRAÇO OSCILANTE']],
  ['PIVÔ DE SUSPENSÃO', 'SUSPENSÃO', 'BRAÇOS', 'PIVÔS', '87088000', []],
  ['BUCHA DA BANDEJA', 'SUSPENSÃO', 'BRAÇOS', 'BUCHAS', '40169990', []],
  ['BIELETA', 'SUSPENSÃO', 'ESTABILIZADOR', 'BIELETAS', '87088000', ['LINK ESTABILIZADOR']],
  ['CUBO DE RODA', 'SUSPENSÃO', 'RODAS', 'CUBOS', '87087090', []],
  ['ROLAMENTO DE RODA', 'SUSPENSÃO', 'RODAS', 'ROLAMENTOS', '84822010', []],
  ['FILTRO DE ÓLEO', 'FILTROS', 'FILTROS DO MOTOR', 'ÓLEO', '84212300', ['FILTRO LUBRIFICANTE']],
  ['FILTRO DE AR', 'FILTROS', 'FILTROS DO MOTOR', 'AR', '84213100', []],
  ['FILTRO DE COMBUSTÍVEL', 'FILTROS', 'FILTROS DO MOTOR', 'COMBUSTÍVEL', '84212300', []],
  ['FILTRO DE CABINE', 'FILTROS', 'FILTROS DO HABITÁCULO', 'CABINE', '84213990', ['ANTIPÓLEN']],
  ['FILTRO SEPARADOR DE ÁGUA', 'FILTROS', 'FILTROS DO MOTOR', 'SEPARADORES', '84212300', []],
  ['JUNTA DO CABEÇOTE', 'MOTOR', 'JUNTAS', 'CABEÇOTE', '84849000', []],
  ['JOGO DE JUNTAS DO MOTOR', 'MOTOR', 'JUNTAS', 'JOGOS', '84849000', []],
  ['RETENTOR DO VIRABREQUIM', 'MOTOR', 'VEDAÇÃO', 'RETENTORES', '40169300', ['RETENTOR']],
  ['CORREIA DENTADA', 'MOTOR', 'DISTRIBUIÇÃO', 'CORREIAS', '40103100', ['CORREIA SINCRONIZADORA']],
  ['TENSOR DA CORREIA DENTADA', 'MOTOR', 'DISTRIBUIÇÃO', 'TENSORES', '84834090', []],
  ['KIT DE DISTRIBUIÇÃO', 'MOTOR', 'DISTRIBUIÇÃO', 'KITS', '84834090', []],
  ['CORREIA POLY V', 'MOTOR', 'ACESSÓRIOS', 'CORREIAS', '40103200', ['CORREIA DO ALTERNADOR']],
  ['BOMBA DE ÓLEO', 'MOTOR', 'LUBRIFICAÇÃO', 'BOMBAS', '84133000', []],
  ['PISTÃO', 'MOTOR', 'MOTOR INTERNO', 'PISTÕES', '84099190', ['ÊMBOLO']],
  ['ANEL DE PISTÃO', 'MOTOR', 'MOTOR INTERNO', 'ANÉIS', '84099190', []],
  ['BRONZINA DE BIELA', 'MOTOR', 'MOTOR INTERNO', 'BRONZINAS', '84833090', []],
  ['VÁLVULA DE ADMISSÃO', 'MOTOR', 'CABEÇOTE', 'VÁLVULAS', '84099190', []],
  ['COXIM DO MOTOR', 'MOTOR', 'SUSTENTAÇÃO', 'COXINS', '40169990', ['SUPORTE DO MOTOR']],
  ["BOMBA D'ÁGUA", 'ARREFECIMENTO', 'CIRCULAÇÃO', 'BOMBAS', '84133000', []],
  ['VÁLVULA TERMOSTÁTICA', 'ARREFECIMENTO', 'CIRCULAÇÃO', 'VÁLVULAS', '84818099', ['TERMOSTATO']],
  ['RESERVATÓRIO DE EXPANSÃO', 'ARREFECIMENTO', 'CIRCULAÇÃO', 'RESERVATÓRIOS', '87089100', []],
  ['MANGUEIRA DO RADIADOR', 'ARREFECIMENTO', 'CIRCULAÇÃO', 'MANGUEIRAS', '40093100', []],
  ['RADIADOR', 'ARREFECIMENTO', 'TROCA TÉRMICA', 'RADIADORES', '87089100', []],
  ['ELETROVENTILADOR', 'ARREFECIMENTO', 'TROCA TÉRMICA', 'VENTILADORES', '84145990', ['VENTOINHA']],
  ['KIT DE EMBREAGEM', 'TRANSMISSÃO', 'EMBREAGEM', 'KITS', '87089300', []],
  ['PLATÔ DE EMBREAGEM', 'TRANSMISSÃO', 'EMBREAGEM', 'PLATÔS', '87089300', []],
  ['DISCO DE EMBREAGEM', 'TRANSMISSÃO', 'EMBREAGEM', 'DISCOS', '87089300', []],
  ['ROLAMENTO DE EMBREAGEM', 'TRANSMISSÃO', 'EMBREAGEM', 'ROLAMENTOS', '84822010', ['ATUADOR']],
  ['JUNTA HOMOCINÉTICA', 'TRANSMISSÃO', 'SEMIEIXO', 'JUNTAS', '87085099', ['HOMOCINÉTICA']],
  ['COIFA DA HOMOCINÉTICA', 'TRANSMISSÃO', 'SEMIEIXO', 'COIFAS', '40169990', []],
  ['CRUZETA DO CARDAN', 'TRANSMISSÃO', 'CARDAN', 'CRUZETAS', '87085099', []],
  ['TERMINAL DE DIREÇÃO', 'DIREÇÃO', 'ARTICULAÇÕES', 'TERMINAIS', '87089490', []],
  ['BARRA AXIAL', 'DIREÇÃO', 'ARTICULAÇÕES', 'BARRAS', '87089490', ['BRAÇO AXIAL']],
  ['CAIXA DE DIREÇÃO', 'DIREÇÃO', 'CAIXAS', 'CAIXAS', '87089490', []],
  ['BOMBA DE DIREÇÃO HIDRÁULICA', 'DIREÇÃO', 'HIDRÁULICA', 'BOMBAS', '84136019', []],
  ['VELA DE IGNIÇÃO', 'ELÉTRICA', 'IGNIÇÃO', 'VELAS', '85111000', ['VELA']],
  ['BOBINA DE IGNIÇÃO', 'ELÉTRICA', 'IGNIÇÃO', 'BOBINAS', '85113020', []],
  ['CABO DE VELA', 'ELÉTRICA', 'IGNIÇÃO', 'CABOS', '85443000', []],
  ['SENSOR DE ROTAÇÃO', 'ELÉTRICA', 'SENSORES', 'ROTAÇÃO', '90318090', []],
  ['SONDA LAMBDA', 'ELÉTRICA', 'SENSORES', 'OXIGÊNIO', '90271000', ['SENSOR DE OXIGÊNIO']],
  ['MOTOR DE PARTIDA', 'ELÉTRICA', 'PARTIDA E CARGA', 'MOTORES DE PARTIDA', '85114000', []],
  ['ALTERNADOR', 'ELÉTRICA', 'PARTIDA E CARGA', 'ALTERNADORES', '85115010', []],
  ['LÂMPADA DO FAROL', 'ELÉTRICA', 'ILUMINAÇÃO', 'LÂMPADAS', '85392110', []],
  ['SILENCIOSO TRASEIRO', 'ESCAPAMENTO', 'ABAFADORES', 'TRASEIROS', '87089200', ['ABAFADOR']],
  ['CATALISADOR', 'ESCAPAMENTO', 'EMISSÕES', 'CATALISADORES', '87089200', []],
];

export const COMPLEMENTS = [
  'DIANTEIRA',
  'TRASEIRA',
  'LADO DIREITO',
  'LADO ESQUERDO',
  'COM SENSOR',
  'SEM SENSOR',
  'VENTILADO',
  'SÓLIDO',
  'REFORÇADO',
  'PAR',
  'JOGO',
  'LINHA PESADA',
  'COM ABS',
  'SEM ABS',
] as const;

/** [model, line, engines, body, first year] */
type Model = readonly [string, 'light' | 'heavy', readonly string[], string, number];

export interface FactoryVocabulary {
  name: string;
  country: string;
  segments: readonly string[];
  models: readonly Model[];
  /** OE code shape: 'A' a letter, '9' a digit, anything else kept. */
  oePattern: string;
}

const CAR = ['car', 'commercial'] as const;
const TRUCK = ['commercial'] as const;

export const FACTORIES: readonly FactoryVocabulary[] = [
  {
    name: 'VOLKSWAGEN',
    country: 'DE',
    segments: CAR,
    oePattern: '9A9 999 999 A',
    models: [
      ['GOL', 'light', ['1.0 8V', '1.6 8V', '1.0 12V'], 'HATCH', 2008],
      ['POLO', 'light', ['1.0 TSI', '1.6 16V', '1.4 TSI'], 'HATCH', 2017],
      ['VIRTUS', 'light', ['1.0 TSI', '1.6 16V'], 'SEDÃ', 2018],
      ['SAVEIRO', 'light', ['1.6 8V', '1.6 16V'], 'PICAPE', 2010],
      ['JETTA', 'light', ['2.0 TSI', '1.4 TSI'], 'SEDÃ', 2011],
      ['AMAROK', 'light', ['2.0 TDI', '3.0 V6 TDI'], 'PICAPE', 2010],
    ],
  },
  {
    name: 'FIAT',
    country: 'IT',
    segments: CAR,
    oePattern: '99999999',
    models: [
      ['UNO', 'light', ['1.0 8V FIRE', '1.4 8V'], 'HATCH', 2004],
      ['PALIO', 'light', ['1.0 8V FIRE', '1.4 8V', '1.6 16V'], 'HATCH', 2004],
      ['STRADA', 'light', ['1.4 8V', '1.3 FIREFLY'], 'PICAPE', 2008],
      ['TORO', 'light', ['1.8 16V', '2.0 16V DIESEL', '1.3 TURBO'], 'PICAPE', 2016],
      ['ARGO', 'light', ['1.0 FIREFLY', '1.3 FIREFLY'], 'HATCH', 2017],
      ['MOBI', 'light', ['1.0 FIREFLY'], 'HATCH', 2016],
    ],
  },
  {
    name: 'CHEVROLET',
    country: 'US',
    segments: CAR,
    oePattern: '99999999',
    models: [
      ['ONIX', 'light', ['1.0 8V', '1.4 8V', '1.0 TURBO'], 'HATCH', 2012],
      ['CELTA', 'light', ['1.0 8V VHC'], 'HATCH', 2003],
      ['CORSA', 'light', ['1.0 8V', '1.4 8V', '1.8 8V'], 'SEDÃ', 2002],
      ['S10', 'light', ['2.4 8V', '2.8 DIESEL'], 'PICAPE', 2012],
      ['CRUZE', 'light', ['1.8 16V', '1.4 TURBO'], 'SEDÃ', 2011],
      ['SPIN', 'light', ['1.8 8V'], 'MONOVOLUME', 2012],
    ],
  },
  {
    name: 'FORD',
    country: 'US',
    segments: CAR,
    oePattern: 'A9AA-9999-AA',
    models: [
      ['KA', 'light', ['1.0 12V', '1.5 12V'], 'HATCH', 2008],
      ['FIESTA', 'light', ['1.0 8V', '1.6 16V'], 'HATCH', 2003],
      ['ECOSPORT', 'light', ['1.6 16V', '2.0 16V', '1.5 12V'], 'SUV', 2004],
      ['RANGER', 'light', ['2.2 DIESEL', '3.2 DIESEL', '2.5 16V'], 'PICAPE', 2012],
      ['CARGO 816', 'heavy', ['3.8 DIESEL'], 'CAMINHÃO', 2012],
    ],
  },
  {
    name: 'RENAULT',
    country: 'FR',
    segments: CAR,
    oePattern: '999999999A',
    models: [
      ['SANDERO', 'light', ['1.0 16V', '1.6 8V', '1.6 16V'], 'HATCH', 2008],
      ['LOGAN', 'light', ['1.0 16V', '1.6 8V'], 'SEDÃ', 2008],
      ['DUSTER', 'light', ['1.6 16V', '2.0 16V'], 'SUV', 2011],
      ['KWID', 'light', ['1.0 12V'], 'HATCH', 2017],
      ['MASTER', 'light', ['2.3 DIESEL'], 'FURGÃO', 2013],
    ],
  },
  {
    name: 'TOYOTA',
    country: 'JP',
    segments: CAR,
    oePattern: '99999-99999',
    models: [
      ['COROLLA', 'light', ['1.8 16V', '2.0 16V', '1.8 HÍBRIDO'], 'SEDÃ', 2008],
      ['ETIOS', 'light', ['1.3 16V', '1.5 16V'], 'HATCH', 2012],
      ['HILUX', 'light', ['2.8 DIESEL', '3.0 DIESEL', '2.7 16V'], 'PICAPE', 2005],
      ['YARIS', 'light', ['1.3 16V', '1.5 16V'], 'HATCH', 2018],
    ],
  },
  {
    name: 'HONDA',
    country: 'JP',
    segments: CAR,
    oePattern: '99999-AAA-A99',
    models: [
      ['CIVIC', 'light', ['1.8 16V', '2.0 16V', '1.5 TURBO'], 'SEDÃ', 2007],
      ['FIT', 'light', ['1.4 16V', '1.5 16V'], 'HATCH', 2004],
      ['CITY', 'light', ['1.5 16V'], 'SEDÃ', 2009],
      ['HR-V', 'light', ['1.8 16V', '1.5 TURBO'], 'SUV', 2015],
    ],
  },
  {
    name: 'HYUNDAI',
    country: 'KR',
    segments: CAR,
    oePattern: '99999-9A999',
    models: [
      ['HB20', 'light', ['1.0 12V', '1.6 16V', '1.0 TURBO'], 'HATCH', 2012],
      ['CRETA', 'light', ['1.6 16V', '2.0 16V', '1.0 TURBO'], 'SUV', 2017],
      ['TUCSON', 'light', ['2.0 16V', '1.6 TURBO'], 'SUV', 2006],
      ['HR', 'light', ['2.5 DIESEL'], 'CAMINHONETE', 2005],
    ],
  },
  {
    name: 'MERCEDES-BENZ',
    country: 'DE',
    segments: TRUCK,
    oePattern: 'A 999 999 99 99',
    models: [
      ['ACCELO 1016', 'heavy', ['OM 924 LA'], 'CAMINHÃO', 2005],
      ['ATEGO 2426', 'heavy', ['OM 926 LA'], 'CAMINHÃO', 2005],
      ['AXOR 2544', 'heavy', ['OM 457 LA'], 'CAVALO MECÂNICO', 2005],
      ['ACTROS 2651', 'heavy', ['OM 471'], 'CAVALO MECÂNICO', 2012],
      ['SPRINTER', 'light', ['2.2 CDI', '2.1 CDI'], 'FURGÃO', 2012],
    ],
  },
  {
    name: 'SCANIA',
    country: 'SE',
    segments: TRUCK,
    oePattern: '9999999',
    models: [
      ['R 440', 'heavy', ['DC13 440'], 'CAVALO MECÂNICO', 2010],
      ['G 420', 'heavy', ['DC12 420'], 'CAVALO MECÂNICO', 2008],
      ['P 360', 'heavy', ['DC13 360'], 'CAMINHÃO', 2010],
    ],
  },
  {
    name: 'VOLVO',
    country: 'SE',
    segments: TRUCK,
    oePattern: '99999999',
    models: [
      ['FH 460', 'heavy', ['D13C 460'], 'CAVALO MECÂNICO', 2009],
      ['VM 270', 'heavy', ['D7E 270', 'D8K 270'], 'CAMINHÃO', 2008],
      ['FM 380', 'heavy', ['D13A 380'], 'CAVALO MECÂNICO', 2006],
    ],
  },
  {
    name: 'IVECO',
    country: 'IT',
    segments: TRUCK,
    oePattern: '99999999',
    models: [
      ['DAILY 35S14', 'light', ['3.0 DIESEL'], 'FURGÃO', 2008],
      ['TECTOR 240E28', 'heavy', ['NEF 6'], 'CAMINHÃO', 2009],
    ],
  },
];

export const FUELS = ['FLEX', 'GASOLINA', 'ETANOL', 'DIESEL', 'HÍBRIDO'] as const;

/** [name, code prefix, separator]: own brands number their codes like 'KL-1234' or 'FR 5521'. */
export type BrandVocabulary = readonly [string, string, string];

export const COMPETITOR_BRANDS: readonly BrandVocabulary[] = [
  ['BOSCH', '0 986 ', ''],
  ['COBREQ', 'N-', ''],
  ['NAKATA', 'N ', ''],
  ['MONROE', 'SP', ''],
  ['COFAP', 'GB', ''],
  ['MAHLE', 'OC ', ''],
  ['TECFIL', 'PSL', ''],
  ['SKF', 'VKBA ', ''],
  ['SABÓ', '0', ''],
  ['VALEO', '8', ''],
  ['TRW', 'RCPT', ''],
  ['FRAS-LE', 'PD/', ''],
  ['VIEMAR', '5', ''],
  ['DAYCO', 'CT', ''],
  ['GATES', 'K0', ''],
  ['NGK', 'BKR', ''],
];

export const CRITERIA = [
  ['Largura', 'mm'],
  ['Altura', 'mm'],
  ['Espessura', 'mm'],
  ['Diâmetro externo', 'mm'],
  ['Diâmetro interno', 'mm'],
  ['Comprimento', 'mm'],
  ['Número de furos', null],
  ['Sensor de desgaste', null],
  ['Rosca', null],
  ['Pressão', 'bar'],
  ['Tensão', 'V'],
  ['Número de dentes', null],
  ['Material', null],
  ['Lado de montagem', null],
] as const;

export const MATERIALS = ['AÇO', 'FERRO FUNDIDO', 'ALUMÍNIO', 'BORRACHA', 'CERÂMICA'] as const;
export const POSITIONS = ['DIANTEIRO', 'TRASEIRO', 'ESQUERDO', 'DIREITO', 'CENTRAL'] as const;
