import type { VoiceLanguage } from './voice-languages';

/**
 * The guide in Western European languages and English, written as a native speaker would say it
 * to a customer: dial *#06#, where else the IMEI is printed, then what Bandwise checks. `say`
 * respells words the engine would mispronounce (the brand, acronyms); the screen shows `lines`.
 */
export const WEST_LANGUAGES: VoiceLanguage[] = [
  {
    code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸', voice: 'gmw/en-US',
    keypad: 'star, pound, zero, six, pound',
    lines: [
      "To find your phone's IMEI, open the Phone app and dial *#06#. The 15-digit number appears on the screen right away.",
      'You can also find it in Settings under About phone, on the SIM card tray, or on the label of the original box.',
      'Then enter the IMEI in Bandwise and choose your carrier.',
      'Bandwise will tell you whether your phone supports 4G, 5G, VoLTE and Wi-Fi calling.',
    ],
    holiday: 'Merry Christmas from all of us at Bandwise, and happy connecting!',
    say: { IMEI: 'I M E I' },
  },
  {
    code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', voice: 'roa/es',
    keypad: 'asterisco, almohadilla, cero, seis, almohadilla',
    lines: [
      'Para encontrar el IMEI de tu teléfono, abre la aplicación Teléfono y marca *#06#. El número de 15 dígitos aparecerá en pantalla al instante.',
      'También puedes encontrarlo en Ajustes, en Información del teléfono, en la bandeja de la tarjeta SIM o en la etiqueta de la caja original.',
      'Después, introduce el IMEI en Bandwise y elige tu operador.',
      'Bandwise te dirá si tu teléfono es compatible con 4G, 5G, VoLTE y llamadas por Wi-Fi.',
    ],
    holiday: '¡Feliz Navidad de parte de todo el equipo de Bandwise!',
    say: { Bandwise: 'Bandguáis', 'Wi-Fi': 'uaifai' },
  },
  {
    code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', voice: 'roa/fr',
    keypad: 'étoile, dièse, zéro, six, dièse',
    lines: [
      "Pour trouver l'IMEI de votre téléphone, ouvrez l'application Téléphone et composez *#06#. Le numéro à 15 chiffres s'affiche aussitôt à l'écran.",
      "Vous le trouverez aussi dans Réglages, rubrique À propos du téléphone, sur le tiroir de la carte SIM ou sur l'étiquette de la boîte d'origine.",
      "Saisissez ensuite l'IMEI dans Bandwise et choisissez votre opérateur.",
      'Bandwise vous indiquera si votre téléphone est compatible avec la 4G, la 5G, la VoLTE et les appels Wi-Fi.',
    ],
    holiday: "Joyeux Noël de la part de toute l'équipe Bandwise !",
    say: { Bandwise: 'Bandouaïze', VoLTE: 'vo-èl-té-e' },
  },
  {
    code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', voice: 'gmw/de',
    keypad: 'Stern, Raute, null, sechs, Raute',
    lines: [
      'Um die IMEI Ihres Telefons zu finden, öffnen Sie die Telefon-App und wählen Sie *#06#. Die 15-stellige Nummer erscheint sofort auf dem Bildschirm.',
      'Sie finden sie auch unter Einstellungen, Über das Telefon, auf dem SIM-Kartenhalter oder auf dem Etikett der Originalverpackung.',
      'Geben Sie die IMEI dann in Bandwise ein und wählen Sie Ihren Mobilfunkanbieter.',
      'Bandwise zeigt Ihnen, ob Ihr Telefon 4G, 5G, VoLTE und WLAN-Telefonie unterstützt.',
    ],
    holiday: 'Frohe Weihnachten wünscht Ihnen das ganze Bandwise-Team!',
    say: { Bandwise: 'Bändwais' },
  },
  {
    code: 'it', name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹', voice: 'roa/it',
    keypad: 'asterisco, cancelletto, zero, sei, cancelletto',
    lines: [
      "Per trovare il codice IMEI del tuo telefono, apri l'app Telefono e digita *#06#. Il numero di 15 cifre compare subito sullo schermo.",
      "Puoi trovarlo anche in Impostazioni, alla voce Info sul telefono, sul carrellino della SIM o sull'etichetta della confezione originale.",
      "Poi inserisci l'IMEI in Bandwise e scegli il tuo operatore.",
      'Bandwise ti dirà se il tuo telefono supporta 4G, 5G, VoLTE e le chiamate Wi-Fi.',
    ],
    holiday: 'Buon Natale da tutto il team di Bandwise!',
    say: { Bandwise: 'Bend-uàis', VoLTE: 'vo-elle-ti-e' },
  },
  {
    code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇵🇹', voice: 'roa/pt',
    keypad: 'asterisco, cardinal, zero, seis, cardinal',
    lines: [
      'Para encontrar o IMEI do seu telemóvel, abra a aplicação Telefone e marque *#06#. O número de 15 dígitos aparece logo no ecrã.',
      'Também o pode encontrar nas Definições, em Acerca do telefone, no tabuleiro do cartão SIM ou na etiqueta da caixa original.',
      'Depois, introduza o IMEI no Bandwise e escolha o seu operador.',
      'O Bandwise indica se o seu telemóvel suporta 4G, 5G, VoLTE e chamadas por Wi-Fi.',
    ],
    holiday: 'Feliz Natal de toda a equipa Bandwise!',
    say: { Bandwise: 'Bend-uais', VoLTE: 'vó-éle-tê-é' },
  },
  {
    code: 'nl', name: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱', voice: 'gmw/nl',
    keypad: 'sterretje, hekje, nul, zes, hekje',
    lines: [
      'Om het IMEI-nummer van je telefoon te vinden, open je de Telefoon-app en kies je *#06#. Het nummer van 15 cijfers verschijnt meteen op het scherm.',
      'Je vindt het ook in Instellingen onder Over de telefoon, op de simkaarthouder of op het etiket van de originele doos.',
      'Vul daarna het IMEI-nummer in bij Bandwise en kies je provider.',
      'Bandwise laat zien of je telefoon 4G, 5G, VoLTE en bellen via wifi ondersteunt.',
    ],
    holiday: 'Vrolijk kerstfeest van het hele Bandwise-team!',
    say: { Bandwise: 'Bentwajs', VoLTE: 'vo-el-tee-ee' },
  },
  {
    code: 'sv', name: 'Swedish', nativeName: 'Svenska', flag: '🇸🇪', voice: 'gmq/sv',
    keypad: 'stjärna, fyrkant, noll, sex, fyrkant',
    lines: [
      'Du hittar telefonens IMEI-nummer genom att öppna telefonappen och slå *#06#. Det 15-siffriga numret visas direkt på skärmen.',
      'Du hittar det också under Inställningar, Om telefonen, på SIM-kortshållaren eller på etiketten på originalkartongen.',
      'Ange sedan IMEI-numret i Bandwise och välj din operatör.',
      'Bandwise visar om din telefon har stöd för 4G, 5G, VoLTE och wifi-samtal.',
    ],
    holiday: 'God jul önskar hela Bandwise-teamet!',
    say: { IMEI: 'I-M-E-I', VoLTE: 'vo-ell-te-e' },
  },
  {
    code: 'da', name: 'Danish', nativeName: 'Dansk', flag: '🇩🇰', voice: 'gmq/da',
    keypad: 'stjerne, firkant, nul, seks, firkant',
    lines: [
      'Du finder telefonens IMEI-nummer ved at åbne telefonappen og taste *#06#. Det 15-cifrede nummer vises straks på skærmen.',
      'Du kan også finde det under Indstillinger, Om telefonen, på SIM-kortholderen eller på etiketten på den originale æske.',
      'Indtast derefter IMEI-nummeret i Bandwise, og vælg dit teleselskab.',
      'Bandwise viser, om din telefon understøtter 4G, 5G, VoLTE og wifi-opkald.',
    ],
    holiday: 'Glædelig jul fra hele Bandwise-holdet!',
    say: { IMEI: 'I-M-E-I', Bandwise: 'Bændwajs', VoLTE: 'vo-el-te-e' },
  },
  {
    code: 'nb', name: 'Norwegian', nativeName: 'Norsk bokmål', flag: '🇳🇴', voice: 'gmq/nb',
    keypad: 'stjerne, firkant, null, seks, firkant',
    lines: [
      'Du finner telefonens IMEI-nummer ved å åpne telefonappen og taste *#06#. Det 15-sifrede nummeret vises med en gang på skjermen.',
      'Du finner det også under Innstillinger, Om telefonen, på SIM-kortskuffen eller på etiketten på originalesken.',
      'Skriv deretter inn IMEI-nummeret i Bandwise og velg mobiloperatøren din.',
      'Bandwise viser om telefonen din støtter 4G, 5G, VoLTE og wifi-anrop.',
    ],
    holiday: 'God jul fra hele Bandwise-teamet!',
    say: { IMEI: 'I-M-E-I', Bandwise: 'Bendwais', VoLTE: 'vo-ell-te-e' },
  },
  {
    code: 'fi', name: 'Finnish', nativeName: 'Suomi', flag: '🇫🇮', voice: 'urj/fi',
    keypad: 'tähti, risuaita, nolla, kuusi, risuaita',
    lines: [
      'Löydät puhelimesi IMEI-koodin avaamalla Puhelin-sovelluksen ja näppäilemällä *#06#. 15-numeroinen koodi näkyy heti näytöllä.',
      'Löydät sen myös Asetuksista kohdasta Tietoja puhelimesta, SIM-korttikelkasta tai alkuperäisen myyntipakkauksen tarrasta.',
      'Syötä sitten IMEI-koodi Bandwiseen ja valitse operaattorisi.',
      'Bandwise kertoo, tukeeko puhelimesi 4G- ja 5G-verkkoja, VoLTE-puheluita ja Wi-Fi-puheluita.',
    ],
    holiday: 'Hyvää joulua koko Bandwise-tiimiltä!',
    say: { Bandwise: 'Bendvais', VoLTE: 'voo-äl-tee-ee' },
  },
];
