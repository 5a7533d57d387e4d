#!/usr/bin/env python3
"""A remote Graft component written in Python against docs/remote.md alone: the protocol is
the contract. It shows `python N` and a `Python +1` button bound to the host's `count`.

Run by a host's RemoteController (`executable: "python3", arguments: [".../counter.py"]`).
With `--outside` it sends an op on a node that is not its own after mounting (a protocol
violation the host must catch). It exits when its stdin closes.
"""
import struct
import sys

VERSION = 1
inp = sys.stdin.buffer
out = sys.stdout.buffer


def read_exact(n):
    data = b""
    while len(data) < n:
        chunk = inp.read(n - len(data))
        if not chunk:
            sys.exit(0)  # The host closed our stdin: leave.
        data += chunk
    return data


def send(payload):
    out.write(struct.pack(">I", len(payload)) + payload)
    out.flush()


def string(text):
    raw = text.encode("utf-8")
    return struct.pack(">I", len(raw)) + raw


def props(text=None):
    if text is None:
        return b"\x00"
    return b"\x01" + b"\x01" + string(text)  # one property: tag 1 (text)


def node(node_id, kind, text=None, children=()):
    body = struct.pack(">QB", node_id, kind) + props(text) + struct.pack(">I", len(children))
    return body + b"".join(children)


class Reader:
    def __init__(self, data):
        self.data, self.at = data, 0

    def take(self, n):
        chunk = self.data[self.at:self.at + n]
        self.at += n
        return chunk

    def u8(self):
        return self.take(1)[0]

    def u32(self):
        return struct.unpack(">I", self.take(4))[0]

    def u64(self):
        return struct.unpack(">Q", self.take(8))[0]

    def string(self):
        return self.take(self.u32()).decode("utf-8")

    def value(self):
        tag = self.u8()
        if tag == 0:
            return struct.unpack(">q", self.take(8))[0]
        if tag == 1:
            return struct.unpack(">d", self.take(8))[0]
        if tag == 2:
            return self.u8() == 1
        return self.string()


TEXT, BUTTON, VSTACK = 1, 2, 5
STACK_ID, LABEL_ID, BUTTON_ID = 1, 2, 3
count = 0
mounted = False
outside = "--outside" in sys.argv


def label():
    return "python %d" % count


while True:
    frame = read_exact(struct.unpack(">I", read_exact(4))[0])
    message = Reader(frame)
    kind = message.u8()
    if kind == 0x01:  # hello
        send(b"\x81" + struct.pack(">I", VERSION))
    elif kind == 0x02:  # value
        name, value = message.string(), message.value()
        if name == "count" and value != count:
            count = value
            if mounted:  # batch: one update op on the label
                send(b"\x82" + struct.pack(">I", 1) + b"\x04" + struct.pack(">Q", LABEL_ID) + props(label()))
    elif kind == 0x04 and not mounted:  # mount
        mounted = True
        tree = node(STACK_ID, VSTACK, None, [node(LABEL_ID, TEXT, label()), node(BUTTON_ID, BUTTON, "Python +1")])
        send(b"\x82" + struct.pack(">I", 1) + b"\x01" + struct.pack(">QI", 0, 0) + tree)
        if outside:  # remove a child of node 4242, which this component never made
            send(b"\x82" + struct.pack(">I", 1) + b"\x02" + struct.pack(">QII", 4242, 0, 1))
    elif kind == 0x05:  # event
        node_id, event = message.u64(), message.u8()
        if node_id == BUTTON_ID and event == 0:
            count += 1
            send(b"\x83" + string("count") + b"\x00" + struct.pack(">q", count))  # write
            send(b"\x82" + struct.pack(">I", 1) + b"\x04" + struct.pack(">Q", LABEL_ID) + props(label()))
    elif kind == 0x07:  # ping
        send(b"\x84" + message.take(4))
    # environment (0x03) and size (0x06) are not used by this component.
