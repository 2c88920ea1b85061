"""The site's shared files: the style sheet (light and dark, tables that stack on a phone),
the small script that remembers the language chosen, and the folder's own ``index.html``
that opens the browser's language."""

from __future__ import annotations

import html
from typing import Final

from core.model.names import LANGS
from core.publish import words as W

#: the key the chosen language is kept under in the browser's localStorage (no cookie)
STORAGE_KEY: Final = "mjscore-lang"

#: the family name the bundled font is given on the pages
WEB_FONT_FAMILY: Final = "Mahjong Scorer CJK"


def style_css(font_file: str | None) -> str:
    """The style sheet; ``font_file``: the web font's path from the site's folder (None: the
    phone's own fonts only). The bundled font comes after the system's Latin fonts, so it
    draws what they lack (CJK names on a phone without a CJK font)."""
    face = (
        f'@font-face{{font-family:"{WEB_FONT_FAMILY}";src:url("{font_file}")'
        f' format("{"woff2" if font_file.endswith(".woff2") else "woff"}");font-display:swap}}\n'
        if font_file
        else ""
    )
    return (
        face + ":root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1b;--muted:#555;--line:#c8c8c8;--head:#eef0f3;"
        "--link:#0b57d0;--now:#fff4c2}\n"
        "@media (prefers-color-scheme:dark){:root{--bg:#131416;--fg:#e6e6e6;--muted:#a8a8a8;--line:#3d3f44;"
        "--head:#202226;--link:#8ab4f8;--now:#3a3212}}\n"
        "*{box-sizing:border-box}\nhtml{-webkit-text-size-adjust:100%;text-size-adjust:100%}\n"
        "body{margin:0 auto;max-width:75rem;padding:0 .75rem 2rem;background:var(--bg);color:var(--fg);"
        f'font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"{WEB_FONT_FAMILY}",'
        "sans-serif;overflow-wrap:anywhere}\n"
        "a{color:var(--link)}\n"
        "a[aria-current]{font-weight:700;color:var(--fg)}\n"
        ".skip{position:absolute;left:-9999px;top:.5rem;background:var(--bg);padding:.5rem;z-index:2}\n"
        ".skip:focus{left:.5rem}\n"
        "header{border-bottom:1px solid var(--line);padding:.5rem 0;margin-bottom:.5rem}\n"
        ".event{margin:0 0 .25rem;font-weight:700}\n"
        "nav ul{list-style:none;margin:0 0 .25rem;padding:0;display:flex;flex-wrap:wrap;gap:.1rem 1rem}\n"
        "nav.langs{font-size:.9rem}\n"
        "h1{font-size:1.5rem;margin:.5rem 0}\nh2{font-size:1.2rem}\n"
        "table{border-collapse:collapse;width:100%;margin:.25rem 0 1.25rem}\n"
        "caption{text-align:left;font-weight:700;padding:.25rem 0}\n"
        "th,td{border-bottom:1px solid var(--line);padding:.3rem .45rem;text-align:left;vertical-align:top;"
        "overflow-wrap:break-word}\n"
        "thead th{background:var(--head);font-size:.9rem;white-space:normal}\n"
        "th[scope=row]{font-weight:400}\n"
        ".n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\n"
        "thead th.n{white-space:normal}\n"
        "thead th{overflow-wrap:normal}\n"
        "table.standings td,table.standings th{padding:.3rem .3rem}\n"
        "table.figures{width:auto;min-width:14rem}\n"
        "table.standings,table.seats,table.rounds{max-width:50rem}\n"
        "ul.items{margin:0;padding-left:1rem}\ncode{white-space:normal;overflow-wrap:anywhere}\n"
        "bdi{unicode-bidi:isolate;overflow-wrap:anywhere}\n"
        "small{color:var(--muted)}\n"
        "figure.chart{margin:.5rem 0 1.25rem}\nfigure.chart svg{max-width:100%;height:auto;display:block}\n"
        "@media (max-width:40rem){\n"
        " body{padding:0 .5rem 1.5rem}\n"
        " table.standings thead th{font-size:.75rem}\n"
        " table.standings td,table.standings th{padding:.3rem .2rem}\n"
        " table.stack caption{display:block}\n"
        " table.stack thead{position:absolute;left:-9999px}\n"
        " table.stack,table.stack tbody,table.stack tr{display:block;width:100%}\n"
        " table.stack tr{border-bottom:2px solid var(--line);padding:.35rem 0}\n"
        " table.stack td,table.stack th{display:block;border:0;padding:.1rem .2rem;text-align:left}\n"
        ' table.stack td[data-label]::before{content:attr(data-label) ": ";font-weight:700;color:var(--muted);'
        "unicode-bidi:isolate}\n"
        "}\n"
    )


#: what every language's page runs: a language link clicked is remembered for the folder's
#: index.html (localStorage: no cookie); nothing on the page needs it
LANG_JS: Final = (
    "document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[hreflang]');"
    f"if(a){{try{{localStorage.setItem('{STORAGE_KEY}',a.getAttribute('hreflang'))}}catch(x){{}}}}}});\n"
)


def root_index(title: str, default: str) -> str:
    """The site folder's index.html: a tiny script opens the language remembered, else the
    first of the browser's languages the site has (``?lang=ja`` in the address wins), else
    ``default``; without a script, a plain list of the languages."""
    links = "".join(
        f'<li><a href="{lang}/index.html" hreflang="{lang}" lang="{lang}">{W.LANGUAGE_NAMES[lang]}</a></li>'
        for lang in LANGS
    )
    choose = " / ".join(html.escape(W.CHOOSE_LANGUAGE.get(lang)) for lang in LANGS)
    script = (
        "(function(){var have=" + "[" + ",".join(f'"{lang}"' for lang in LANGS) + "],pick=null,i,l,ls;"
        "try{pick=new URLSearchParams(location.search).get('lang')}catch(e){}"
        f"if(have.indexOf(pick)<0){{try{{pick=localStorage.getItem('{STORAGE_KEY}')}}catch(e){{}}}}"
        "if(have.indexOf(pick)<0){pick=null;ls=navigator.languages||[navigator.language||''];"
        "for(i=0;i<ls.length&&!pick;i++){l=String(ls[i]).toLowerCase();"
        "if(l.indexOf('zh')===0){pick=/hant|-tw|-hk|-mo/.test(l)?'zh-Hant':'zh-Hans'}"
        "else if(l.indexOf('ja')===0){pick='ja'}else if(l.indexOf('en')===0){pick='en'}}}"
        f"location.replace((pick||'{default}')+'/index.html')}})();"
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{default}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(title)}</title>\n"
        f'<link rel="stylesheet" href="style.css">\n<script>{script}</script>\n</head>\n<body>\n'
        f'<main id="main">\n<h1><bdi>{html.escape(title)}</bdi></h1>\n<p>{choose}</p>\n<ul>{links}</ul>\n</main>\n'
        "</body>\n</html>\n"
    )
