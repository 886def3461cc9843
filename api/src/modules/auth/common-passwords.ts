/**
 * Some of the most common passwords (international leak lists and Brazilian favourites), compared
 * lower-cased. Entries under 8 characters are omitted: the length rule refuses those already.
 */
const LIST = `
12345678 123456789 1234567890 12345678910 123123123 123321123 1234512345 1122334455 11223344
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 55555555 66666666 77777777
88888888 99999999 12121212 12341234 21212121 87654321 98765432 987654321 0987654321 13131313
147258369 123654789 741852963 159753456 123456789a 123456789q a123456789 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 qazwsxedc qwertyuiop qwertyui qwerty12
qwerty123 qwerty1234 qwerty12345 qwerty123456 qwer1234 asdfghjk asdfghjkl asdf1234 zxcvbnm1
zxcvbnm123 1234qwer 123qweasd qweasdzxc qweasd123 abcd1234 abc12345 abc123456 abcdefgh
abcdefg1 a1b2c3d4 aa123456 q1w2e3r4 q1w2e3r4t5 password password1 password12 password123
password1234 password! passw0rd p@ssw0rd p@ssword pa55word pa$$word passwort motdepasse
contraseña contrasena senha123 senha1234 senha12345 senha123456 minhasenha
minhasenha123 senhasenha senhaforte novasenha mudar123 mudar@123 mudarsenha trocar123
alterar123 admin123 admin1234 admin12345 administrador administrator adminadmin
root1234 rootroot toor1234 user1234 usuario123 teste123 teste1234 teste12345
testando test1234 testtest welcome1 welcome123 bemvindo bemvindo123 letmein1 letmein123
iloveyou iloveyou1 iloveyou2 teamo123 teamomuito euteamo123 amorzinho amoreterno
meuamor123 princesa princesa1 princesa123 princess princess1 sunshine sunshine1
football football1 baseball basketball superman batman123 spiderman starwars pokemon123
trustno1 whatever michael1 jennifer jordan23 charlie1 michelle babygirl babygirl1
lovely12 loveyou1 1234abcd 123abc123 monkey123 dragon123 master123 shadow123 killer123
freedom1 computer internet samsung1 samsung123 iphone123 google123 facebook facebook1
linkedin twitter1 instagram youtube1 hotmail1 gmail123 microsoft windows1 secret123
changeme changeme1 default1 guest123 login123 access14 mustang1 ferrari1 corvette
brasil2014 brasil123 brasil2022 brasileiro saopaulo riodejaneiro flamengo
flamengo1 flamengo123 corinthians corinthians1 palmeiras palmeiras1 saopaulofc santosfc
vasco123 vascodagama gremio123 internacional cruzeiro atletico fluminense botafogo
bahia123 mengao123 timao123 verdao123 jesus123 jesuscristo deusefiel deuseamor deusefiel1
jesusteama jesusmeama gabriel1 gabriela gabriel123 mariana1 fernanda rafael123 lucas123
matheus1 pedro123 joao1234 maria123 mariaeduarda anaclara beatriz1 juliana1 amanda123
carolina camila123 vitoria1 bruno123 felipe123 gustavo1 rodrigo1 leonardo daniel123
eduardo1 ricardo1 marcelo1 fabiana1 patricia adriana1 cristina tatiana1 vanessa1
brunocesar 01020304 10203040 102030405 1020304050 010203040 101010101 123123456 123456123
12345abc 12345qwert asd12345 asdasdasd asdfasdf azerty123 azertyuiop 1a2b3c4d 1234567a
1234567q a1234567 a12345678 q1234567 p4ssword p4ssw0rd letmein! welcome! qwerty!@
!qaz2wsx 1qaz!qaz !@#$%^&* 1234!@#$ 12345!@# empresa123 empresa1234 catalogo catalogo123
catalogo2024 loja1234 loja12345 vendas123 comercial financeiro suporte123 estoque123
pecas123 autopecas autopecas123 distribuidora oficina123 cliente123 sistema123 acesso123
123mudar 123senha 123456senha senha@123 senha#123 senha@2024 senha2024 senha2025 senha2023
janeiro1 fevereiro marco2024 abril2024 maio2024 junho2024 julho2024 agosto2024 setembro
outubro1 novembro dezembro verao2024 inverno1 primavera 20202020 20212021 20222022
20232023 20242024 20252025 19841984 19901990 19951995 20002000 20102010 password2024
password2025 welcome2024 summer2024 winter2024 spring2024 qwerty2024 admin2024 admin@123
admin@2024 administrador123 master12 matrix12 nicole12 hunter12 ranger12 soccer12
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/)
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p.length > 0),
);
