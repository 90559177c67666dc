import re, os, sys, glob
root = sys.argv[1]
def slug(h):
    h = h.strip().lower()
    h = re.sub(r'[^\w\- ]', '', h)
    return h.replace(' ', '-')
def anchors(path):
    out = set()
    for l in open(path):
        m = re.match(r'#+ (.*)', l)
        if m: out.add(slug(m.group(1)))
    return out
files = [os.path.join(root, 'README.md'), os.path.join(root, 'ARCHITECTURE.md'), os.path.join(root, 'fixtures/scenarios/README.md')] + glob.glob(os.path.join(root, 'docs/*.md'))
bad = 0; n = 0
for f in files:
    text = open(f).read()
    text = re.sub(r'```.*?```', '', text, flags=re.S)
    for m in re.finditer(r'\]\(([^)\s]+)\)', text):
        t = m.group(1)
        if t.startswith('http'): continue
        n += 1
        path, _, anc = t.partition('#')
        target = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
        if not os.path.exists(target):
            print(f"{os.path.relpath(f, root)}: {t}: no such file"); bad += 1; continue
        if anc and anc not in anchors(target):
            print(f"{os.path.relpath(f, root)}: {t}: no such anchor"); bad += 1
print(f"{n} links, {bad} broken")
