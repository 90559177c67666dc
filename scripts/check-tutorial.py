"""Runs every `$ ` command of the README tutorial in a fresh directory, in order, and checks that every
line of output the README shows (other than `…`) is in what the command printed."""
import re, subprocess, sys, os, shutil, tempfile
readme = open(sys.argv[1]).read()
tut = readme[readme.index('## Ten minutes'):readme.index('## Documentation')]
blocks = re.findall(r'```(\w*)\n(.*?)```', tut, re.S)
d = tempfile.mkdtemp(prefix='la-sim-tutorial-'); cwd = d
steps = []
for lang, body in blocks:
    if lang == 'yaml':
        for l in body.split('\n'):
            m = re.match(r'- run: la-sim/\.build/release/(la-sim .*)', l)
            if m: steps.append(('cd ..', [])); steps.append((m.group(1), None))
        continue
    cur = None
    for l in body.split('\n'):
        if l.startswith('$ '):
            cur = (l[2:], []); steps.append(cur)
        elif cur is not None and l.strip() and l.strip() != '…':
            cur[1].append(l)
bad = 0
for cmd, shown in steps:
    if cmd.startswith('cd '):
        cwd = os.path.normpath(os.path.join(cwd, cmd[3:])); print(f'$ {cmd}'); continue
    r = subprocess.run(['bash', '-c', cmd], cwd=cwd, capture_output=True, text=True)
    out = r.stdout + r.stderr
    lines = set(l.rstrip() for l in out.split('\n'))
    miss = [l for l in (shown or []) if l.rstrip() not in lines]
    print(f'$ {cmd}  -> exit {r.returncode}, {len(shown or [])} shown lines, {len(miss)} not in the output')
    for l in miss: print('   not printed:', l); bad += 1
    if shown is None and r.returncode != 0: bad += 1; print(out)
print(f'{len(steps)} steps, {bad} problems; dir {d}')
sys.exit(1 if bad else 0)
