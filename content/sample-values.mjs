// The sample values of the content: what the sample site ships with and the
// studio replaces before launch (or, where the sample may happen to be right,
// confirms). Recorded once, here: the launch check
// (scripts/build/launch-check/sample-values.mjs) lists every one still live,
// and the editor's hints (content/schema/pages.ts) use them. Plain JavaScript,
// so the launch check runs it under Node as it is; it imports nothing.

/** The studio's details in content/studio.json as the sample site has them. */
export const SAMPLE_STUDIO = {
  /** Fictional: the studio's own number always differs. The editor's hint gives it as the example. */
  phone: '+48 512 345 678',
  email: 'kontakt@swiatlocien.pl',
  foundingYear: 2014,
  social: [
    'https://www.instagram.com/swiatlocien.studio',
    'https://www.facebook.com/swiatlocien.studio',
    'https://www.youtube.com/@swiatlocien',
    'https://vimeo.com/swiatlocien',
  ],
};

/**
 * The checkboxes of content/studio.json with which the studio confirms a
 * sample value that is in fact right (its own address, its founding year):
 * their titles in the editor, which the launch check's messages name.
 */
export const CONFIRM_TITLES = {
  email: 'E-mail sprawdzony',
  foundingYear: 'Rok założenia sprawdzony',
  social: 'Adres profilu sprawdzony',
};

/**
 * Each sample photo's and video's description (alt) as the sample content
 * writes it, by the sample file it describes. A description stays behind
 * when the studio uploads its own photo without rewriting it: the launch
 * check finds it by its text.
 * @type {Readonly<Record<string, string>>}
 */
export const SAMPLE_ALTS = {
  '/media/fallback.jpg':
    'Jasne, surowe deski drewniane w miękkim świetle, z płytką głębią ostrości',
  '/media/photos/01.jpg':
    'Jesienny las modrzewiowy i zielona łąka u stóp skalistego masywu górskiego',
  '/media/photos/02.jpg':
    'Czarno-biały detal nowoczesnej elewacji z falujących, przeplatających się metalowych pasów',
  '/media/photos/03.jpg':
    'Drewniane łodzie wiosłowe na kamienistym brzegu jeziora o zachodzie słońca',
  '/media/photos/04.jpg': 'Dmuchawce na łące pod światło nisko stojącego słońca',
  '/media/photos/05.jpg': 'Górska ścieżka wśród hal prowadząca ku skalistym, ośnieżonym szczytom',
  '/media/photos/06.jpg':
    'Dwa rude cocker spaniele wyglądające z okna i zza balustrady drewnianego domku',
  '/media/photos/07.jpg':
    'Stalowe liny mostu wantowego na tle błękitnego nieba nad szerokim ujściem rzeki',
  '/media/photos/08.jpg': 'Opadłe jesienne liście klonu w ciepłym świetle, z rozmytym tłem',
  '/media/photos/09.jpg': 'Ciemne sylwetki górskich grzbietów pod ciężkimi, burzowymi chmurami',
  '/media/photos/10.jpg':
    'Butelka wina, kieliszek i młynek na stoliku z palet we wnętrzu z kolumną głośnikową',
  '/media/photos/11.jpg': 'Górski potok spływający kaskadami między wapiennymi skałami w lesie',
  '/media/photos/12.jpg': 'Rzędy kolorowych plastikowych kubków sfotografowanych z góry',
  '/media/photos/13.jpg':
    'Słońce zachodzące nad pasmami gór, na pierwszym planie kamienny znak na szczycie',
  '/media/photos/14.jpg': 'Kowalik wspinający się po grubej, spękanej korze pnia drzewa',
  '/media/photos/15.jpg': 'Drewniany pomost znikający we mgle nad jeziorem, w czerni i bieli',
  '/media/photos/16.jpg': 'Przekrojona figa w czerwonej misce na betonowej powierzchni',
  '/media/photos/17.jpg':
    'Promienie słońca przebijające się przez chmury nad zamglonymi, zalesionymi wzgórzami',
  '/media/photos/18.jpg': 'Czerwono-żółty kwiat aksamitki w zbliżeniu, na zielonym rozmytym tle',
  '/media/photos/19.jpg': 'Burzowe niebo nad szosą i polami, uchwycone z jadącego samochodu',
  '/media/photos/20.jpg': 'Biały zegar ścienny z podświetlonymi wycięciami zamiast cyfr',
  '/media/photos/21.jpg': 'Wąska ścieżka w gęstym lesie świerkowym porośniętym mchem i paprociami',
  '/media/photos/22.jpg': 'Paź żeglarz siedzący na fioletowym kwiecie, na ciemnym tle',
  '/media/photos/23.jpg': 'Łagodne zielone wzgórza i zaorane pole pod czystym błękitnym niebem',
  '/media/photos/24.jpg':
    'Drewniany blat stołu nad brzegiem jeziora w ciepłym, popołudniowym świetle',
  '/media/photos/25.jpg': 'Poranna mgła snująca się nad zboczem wzgórza i brązowym polem',
  '/media/photos/26.jpg': 'Kępki zielonego mchu widziane z góry, wśród nich jedna pomarańczowa',
  '/media/photos/27.jpg':
    'Gładka tafla jeziora o letnim zmierzchu w różowo-fioletowych barwach, z trzcinami przy brzegu',
  '/media/photos/28.jpg': 'Figurka ptaka zawieszona pod kulistymi lampami w jasnym wnętrzu',
  '/media/photos/29.jpg': 'Kolorowy latawiec wysoko na błękitnym niebie z pierzastymi chmurami',
  '/media/photos/30.jpg': 'Kropla wody odbijająca się od tafli, uchwycona w ułamku sekundy',
  '/media/photos/31.jpg': 'Chmury podświetlone zachodzącym słońcem nad ciemną linią wzgórz',
  '/media/photos/32.jpg': 'Biedronka na źdźble trawy wśród niebieskich niezapominajek',
  '/media/photos/33.jpg':
    'Jezioro spowite niebieską mgłą o zmierzchu, z ciemną linią drzew na horyzoncie',
  '/media/photos/34.jpg':
    'Jasne, surowe deski drewniane w miękkim świetle, z płytką głębią ostrości',
  '/media/photos/35.jpg': 'Łąka pełna różowych i fioletowych polnych kwiatów, z rozmytym tłem',
  '/media/photos/36.jpg': 'Krople deszczu na szerokich zielonych liściach',
  '/media/videos/card-przemyslowa.mp4':
    'Falujące metalowe pasy nowoczesnej elewacji w czerni i bieli, w powolnym ruchu kamery',
  '/media/videos/film-eventowe.mp4':
    'Butelka wina i kieliszek na stoliku w klimatycznym wnętrzu, w powolnym ruchu kamery',
  '/media/videos/film-jubileuszowe.mp4':
    'Dmuchawce na łące w złotym świetle zachodu, w powolnym przybliżeniu',
  '/media/videos/film-produktowe-1.mp4':
    'Rzędy kolorowych kubków widziane z góry, w powolnym przybliżeniu',
  '/media/videos/film-produktowe-2.mp4':
    'Biały zegar ścienny z podświetlonymi wycięciami, w powolnym przybliżeniu',
  '/media/videos/film-przemyslowe.mp4':
    'Stalowe liny mostu wantowego na tle nieba nad ujściem rzeki, w powolnym ruchu kamery',
  '/media/videos/film-wizerunkowe.mp4':
    'Figurka ptaka pod kulistymi lampami w jasnym wnętrzu, w powolnym ruchu kamery',
  '/media/videos/hero-1.mp4':
    'Drewniane łodzie wiosłowe na brzegu jeziora o zachodzie słońca; kadr powoli przybliża się i oddala',
  '/media/videos/hero-2.mp4':
    'Chmury podświetlone zachodzącym słońcem nad ciemną linią wzgórz; kadr powoli przybliża się i oddala',
};
